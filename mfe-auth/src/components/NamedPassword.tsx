import { useMemo, type ComponentProps } from 'react';
import { ConfigProvider, Input } from 'shared/ui';

/**
 * antd's Input.Password whose eye names its field: 'Show current password' / 'Hide current password'. antd names
 * every eye from its locale ('Show'), so three fields on one screen gave three buttons called 'Show'; a locale for
 * this one input says which.
 */
export function NamedPassword({ field, ...props }: ComponentProps<typeof Input.Password> & { field: string }) {
  const locale = useMemo(() => ({ locale: 'en', global: { show: `Show ${field}`, hide: `Hide ${field}` } }), [field]);
  return (
    <ConfigProvider locale={locale}>
      <Input.Password {...props} />
    </ConfigProvider>
  );
}
