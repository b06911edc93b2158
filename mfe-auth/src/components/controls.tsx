import { useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button as KitButton, Icon as KitIcon, type ButtonProps as KitButtonProps, type SvgIcon } from 'shared/kit';

/**
 * The plain controls of the public account screens (sign-in, sign-up, check your e-mail): antd's large input,
 * password input, checkbox and vertical form item drawn with the area's CSS (`pp-auth-*` in styles.ts), and the
 * kit's icon and button (shared/kit), in the product theme, so a visitor's /app/login and /app/signup load no antd (README: first load on a phone). They
 * look and behave as the antd ones did (same sizes, colours, states, keyboard); the signed-in screens keep antd.
 */

// Outlined and filled icons of @ant-design/icons-svg (MIT), the paths only: the icons package would bring its runtime.
const ICONS = {
  mail: { name: 'mail', viewBox: '64 64 896 896', paths: ['M928 160H96c-17.7 0-32 14.3-32 32v640c0 17.7 14.3 32 32 32h832c17.7 0 32-14.3 32-32V192c0-17.7-14.3-32-32-32zm-40 110.8V792H136V270.8l-27.6-21.5 39.3-50.5 42.8 33.3h643.1l42.8-33.3 39.3 50.5-27.7 21.5zM833.6 232L512 482 190.4 232l-42.8-33.3-39.3 50.5 27.6 21.5 341.6 265.6a55.99 55.99 0 0068.7 0L888 270.8l27.6-21.5-39.3-50.5-42.7 33.2z'] },
  lock: { name: 'lock', viewBox: '64 64 896 896', paths: ['M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z'] },
  user: { name: 'user', viewBox: '64 64 896 896', paths: ['M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z'] },
  check: { name: 'check', viewBox: '64 64 896 896', paths: ['M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z'] },
  linkedin: { name: 'linkedin', viewBox: '64 64 896 896', paths: ['M880 112H144c-17.7 0-32 14.3-32 32v736c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V144c0-17.7-14.3-32-32-32zM349.3 793.7H230.6V411.9h118.7v381.8zm-59.3-434a68.8 68.8 0 1168.8-68.8c-.1 38-30.9 68.8-68.8 68.8zm503.7 434H675.1V608c0-44.3-.8-101.2-61.7-101.2-61.7 0-71.2 48.2-71.2 98v188.9H423.7V411.9h113.8v52.2h1.6c15.8-30 54.5-61.7 112.3-61.7 120.2 0 142.3 79.1 142.3 181.9v209.4z'] },
  eye: { name: 'eye', viewBox: '64 64 896 896', paths: ['M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z'] },
  eyeInvisible: { name: 'eye-invisible', viewBox: '64 64 896 896', paths: ['M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z','M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z'] },
} satisfies Record<string, SvgIcon>;

export type IconName = keyof typeof ICONS;

/** An icon of the account screens by name (the kit's Icon with this area's paths). */
export function Icon({ name, style }: { name: IconName; style?: CSSProperties }) {
  return <KitIcon icon={ICONS[name]} style={style} />;
}

/**
 * A vertical form item: the label above its control and, under it, the field's message (an error, in red and
 * announced) or its help text. The control gets `aria-invalid` and `aria-describedby` from `fieldProps`.
 */
export function FormItem({ label, htmlFor, error, help, children }: { label: string; htmlFor: string; error?: ReactNode; help?: ReactNode; children: ReactNode }) {
  const message = error ?? help;
  return (
    <div className={`pp-auth-item${message ? ' pp-auth-item--with-help' : ''}${error ? ' pp-auth-item--error' : ''}`}>
      <div className="pp-auth-item__label">
        <label htmlFor={htmlFor} title={label}>{label}</label>
      </div>
      <div className="pp-auth-item__control">{children}</div>
      {message && (
        <div id={`${htmlFor}_help`} className="pp-auth-item__explain" role={error ? 'alert' : undefined}>
          <div className={error ? 'pp-auth-item__explain-error' : undefined}>{message}</div>
        </div>
      )}
    </div>
  );
}

/** What a control inside a FormItem carries so assistive technology reads its message with it. */
export function fieldProps(id: string, { error, help }: { error?: ReactNode; help?: ReactNode }) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error || help ? `${id}_help` : undefined } as const;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & { prefix?: ReactNode; invalid?: boolean };

/** antd's large outlined input with a prefix icon; `invalid` draws the error state. */
export function TextInput({ prefix, invalid, suffix, className, ...input }: InputProps & { suffix?: ReactNode }) {
  return (
    <span className={`pp-auth-input${invalid ? ' pp-auth-input--error' : ''}${className ? ` ${className}` : ''}`}>
      {prefix && <span className="pp-auth-input__prefix">{prefix}</span>}
      <input {...input} />
      {suffix && <span className="pp-auth-input__suffix">{suffix}</span>}
    </span>
  );
}

/** The e-mail input of the account screens (large, mail icon, e-mail autocomplete). */
export function EmailInput(props: InputProps) {
  return <TextInput type="email" autoComplete="email" prefix={<Icon name="mail" style={{ color: '#94a3b8' }} />} placeholder="you@company.com" {...props} />;
}

/** antd's Input.Password: a lock icon and the eye that shows or hides what was typed (a button for the keyboard too). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'prefix'>) {
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((v) => !v);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      prefix={<Icon name="lock" style={{ color: '#94a3b8' }} />}
      suffix={
        <span
          role="button"
          tabIndex={0}
          className="pp-auth-input__eye"
          aria-disabled={false}
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          // The field keeps the focus and the caret its place (as antd's).
          onMouseDown={(e) => e.preventDefault()}
          onMouseUp={(e) => e.preventDefault()}
          onClick={toggle}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              if (!e.repeat) toggle();
            }
          }}
        >
          <Icon name={visible ? 'eye' : 'eyeInvisible'} />
        </span>
      }
    />
  );
}

/** antd's checkbox: a native one, drawn as the brand-blue box (ticked, hovered and focused as antd's). */
export function Checkbox({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="pp-auth-check">
      <span className="pp-auth-check__box">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      </span>
      <span className="pp-auth-check__label">{children}</span>
    </label>
  );
}

/** The account screens' large block button (the kit's), primary or default. */
export function Button({ primary, ...rest }: Omit<KitButtonProps, 'type' | 'size' | 'block'> & { primary?: boolean }) {
  return <KitButton {...rest} type={primary ? 'primary' : 'default'} size="large" block />;
}

/** The one-line result under a form or a button: green status when `ok`, else a red alert. */
export function InlineMessage({ ok = false, children }: { ok?: boolean; children: ReactNode }) {
  return <div role={ok ? 'status' : 'alert'} className={`pp-inline-msg pp-inline-msg--${ok ? 'ok' : 'err'}`}>{children}</div>;
}

/** The account screens' native form: Enter submits, and the browser's own validation stays out of the way. */
export function PlainForm({ onSubmit, children, className = 'pp-auth-form' }: { onSubmit: () => void | Promise<void>; children: ReactNode; className?: string }) {
  return (
    <form
      className={className || undefined}
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
