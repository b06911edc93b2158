import type { ReactNode } from 'react';

type Tone = 'brand' | 'ok' | 'warn' | 'err';

/** The centred card every public auth screen sits in. */
export function AuthCard({ title, subtitle, icon, tone = 'brand', wide, children, footer }: {
  title: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  tone?: Tone;
  wide?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="pp-auth-wrap">
      <div className={`pp-auth-card${wide ? ' pp-auth-card--wide' : ''}`}>
        <div className="pp-auth-brand">
          <span className={`pp-auth-mark${tone === 'brand' ? '' : ` pp-auth-mark--${tone}`}`} aria-hidden="true">{icon ?? 'P'}</span>
        </div>
        <h1>{title}</h1>
        {subtitle && <p className="pp-auth-sub">{subtitle}</p>}
        {children}
        {footer && <div className="pp-auth-foot">{footer}</div>}
      </div>
    </div>
  );
}
