// React in scope: the build's prerender (tsx, outside this package's tsconfig) compiles this file's JSX the classic way.
import React, { Children, type ButtonHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

/**
 * antd's icon and button drawn in plain CSS (`pp-kit-icon`, `pp-kit-btn` in styles.ts), for screens that must paint
 * without antd (the sign-in and sign-up screens, the chat's first screen: README, first load on a phone). They look
 * and behave as antd's in the product theme (sizes, colours, hover, focus ring, loading), so a screen can move between
 * the two without a visible change. An area brings its own icons' paths.
 */

/** An icon of @ant-design/icons-svg (MIT): its name and paths only, since the icons package would bring its runtime. */
export interface SvgIcon {
  name: string;
  viewBox: string;
  paths: readonly string[];
}

/** The spinner of a loading button. */
export const LOADING_ICON: SvgIcon = {
  name: 'loading',
  viewBox: '0 0 1024 1024',
  paths: ['M988 548c-19.9 0-36-16.1-36-36 0-59.4-11.6-117-34.6-171.3a440.45 440.45 0 00-94.3-139.9 437.71 437.71 0 00-139.9-94.3C629 83.6 571.4 72 512 72c-19.9 0-36-16.1-36-36s16.1-36 36-36c69.1 0 136.2 13.5 199.3 40.3C772.3 66 827 103 874 150c47 47 83.9 101.8 109.7 162.7 26.7 63.1 40.2 130.2 40.2 199.3.1 19.9-16 36-35.9 36z'],
};

/** An icon as antd draws it: `role="img"` named by the icon (so a button reads as antd's did), `anticon` kept. */
export function Icon({ icon, spin, style }: { icon: SvgIcon; spin?: boolean; style?: CSSProperties }) {
  return (
    <span role="img" aria-label={icon.name} style={style} className={`anticon anticon-${icon.name} pp-kit-icon${spin ? ' pp-kit-icon--spin' : ''}`}>
      <svg viewBox={icon.viewBox} focusable="false" data-icon={icon.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** antd's types: outlined (default), solid brand blue (primary), text in blue (link). */
  type?: 'default' | 'primary' | 'link';
  /** A primary drawn as an outline (antd's `ghost`). */
  ghost?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** The full width of its container. */
  block?: boolean;
  /** Submits its form (a plain button otherwise). */
  submit?: boolean;
  icon?: ReactNode;
  /** Shows the spinner in place of the icon and ignores clicks, staying focusable (as antd's; a disabled one stays disabled). */
  loading?: boolean;
};

/** antd's Button: same box, colours, hover, focus ring and loading state, without antd. */
export function Button({ type = 'default', ghost, size = 'middle', block, submit, icon, loading, className, children, onClick, ...rest }: ButtonProps) {
  const cls = [
    'pp-kit-btn',
    `pp-kit-btn--${type}`,
    ghost ? 'pp-kit-btn--ghost' : '',
    size === 'small' ? 'pp-kit-btn--sm' : size === 'large' ? 'pp-kit-btn--lg' : '',
    block ? 'pp-kit-btn--block' : '',
    children == null || children === false ? 'pp-kit-btn--icon-only' : '',
    loading ? 'pp-kit-btn--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const shown = loading ? <Icon icon={LOADING_ICON} spin /> : icon;
  return (
    <button
      {...rest}
      type={submit ? 'submit' : 'button'}
      className={cls}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
    >
      {shown && <span className="pp-kit-btn__icon">{shown}</span>}
      {/* As antd's: text in a span, an element beside it (a badge), each a flex item. */}
      {Children.map(children, (child) => (typeof child === 'string' || typeof child === 'number' ? <span>{child}</span> : child))}
    </button>
  );
}
