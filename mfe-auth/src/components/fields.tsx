import type { ComponentProps, ReactNode } from 'react';
import { Form, Input, MailOutlined } from 'shared/ui';
import { PlainForm } from './controls';

/**
 * The vertical antd form every account screen uses, around a native <form> so Enter submits and the browser's
 * own validation stays out of the way (the screens check fields themselves, in SPEC order).
 */
export function FormShell({ onSubmit, children }: { onSubmit: () => void | Promise<void>; children: ReactNode }) {
  return (
    <Form layout="vertical" component="div" requiredMark={false}>
      <PlainForm onSubmit={onSubmit} className="">
        {children}
      </PlainForm>
    </Form>
  );
}

/** The e-mail input of the account screens (large, mail icon, e-mail autocomplete). */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      type="email"
      size="large"
      autoComplete="email"
      prefix={<MailOutlined style={{ color: '#94a3b8' }} />}
      placeholder="you@company.com"
      {...props}
    />
  );
}

export { InlineMessage } from './controls';
