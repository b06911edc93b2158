import { Children, cloneElement, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon as KitIcon, type SvgIcon } from 'shared/kit';

export { Button } from 'shared/kit';

/**
 * The plain controls of the chat's first screen: antd's tag, alert and hover tooltip drawn with the area's CSS
 * (`pp-gen-*` in styles.ts), with the kit's icon and button (shared/kit), in the product theme, so a member's
 * /app/generate paints without antd (README: first load on a phone). They look and behave as the antd ones did (sizes, colours, states, keyboard, ARIA); the
 * dialogs (earlier chats, LinkedIn preview, credits) stay antd and load when first opened (overlays.tsx).
 */

// Outlined and filled icons of @ant-design/icons-svg (MIT), the paths only: the icons package would bring its runtime.
const ICONS = {
  robot: { viewBox: '64 64 896 896', paths: ['M300 328a60 60 0 10120 0 60 60 0 10-120 0zM852 64H172c-17.7 0-32 14.3-32 32v660c0 17.7 14.3 32 32 32h680c17.7 0 32-14.3 32-32V96c0-17.7-14.3-32-32-32zm-32 660H204V128h616v596zM604 328a60 60 0 10120 0 60 60 0 10-120 0zm250.2 556H169.8c-16.5 0-29.8 14.3-29.8 32v36c0 4.4 3.3 8 7.4 8h729.1c4.1 0 7.4-3.6 7.4-8v-36c.1-17.7-13.2-32-29.7-32zM664 508H360c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h304c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8z'] },
  history: { viewBox: '64 64 896 896', paths: ['M536.1 273H488c-4.4 0-8 3.6-8 8v275.3c0 2.6 1.2 5 3.3 6.5l165.3 120.7c3.6 2.6 8.6 1.9 11.2-1.7l28.6-39c2.7-3.7 1.9-8.7-1.7-11.2L544.1 528.5V281c0-4.4-3.6-8-8-8zm219.8 75.2l156.8 38.3c5 1.2 9.9-2.6 9.9-7.7l.8-161.5c0-6.7-7.7-10.5-12.9-6.3L752.9 334.1a8 8 0 003 14.1zm167.7 301.1l-56.7-19.5a8 8 0 00-10.1 4.8c-1.9 5.1-3.9 10.1-6 15.1-17.8 42.1-43.3 80-75.9 112.5a353 353 0 01-112.5 75.9 352.18 352.18 0 01-137.7 27.8c-47.8 0-94.1-9.3-137.7-27.8a353 353 0 01-112.5-75.9c-32.5-32.5-58-70.4-75.9-112.5A353.44 353.44 0 01171 512c0-47.8 9.3-94.2 27.8-137.8 17.8-42.1 43.3-80 75.9-112.5a353 353 0 01112.5-75.9C430.6 167.3 477 158 524.8 158s94.1 9.3 137.7 27.8A353 353 0 01775 261.7c10.2 10.3 19.8 21 28.6 32.3l59.8-46.8C784.7 146.6 662.2 81.9 524.6 82 285 82.1 92.6 276.7 95 516.4 97.4 751.9 288.9 942 524.8 942c185.5 0 343.5-117.6 403.7-282.3 1.5-4.2-.7-8.9-4.9-10.4z'] },
  plus: { viewBox: '64 64 896 896', paths: ['M482 152h60q8 0 8 8v704q0 8-8 8h-60q-8 0-8-8V160q0-8 8-8z', 'M192 474h672q8 0 8 8v60q0 8-8 8H160q-8 0-8-8v-60q0-8 8-8z'] },
  send: { viewBox: '64 64 896 896', paths: ['M931.4 498.9L94.9 79.5c-3.4-1.7-7.3-2.1-11-1.2a15.99 15.99 0 00-11.7 19.3l86.2 352.2c1.3 5.3 5.2 9.6 10.4 11.3l147.7 50.7-147.6 50.7c-5.2 1.8-9.1 6-10.3 11.3L72.2 926.5c-.9 3.7-.5 7.6 1.2 10.9 3.9 7.9 13.5 11.1 21.5 7.2l836.5-417c3.1-1.5 5.6-4.1 7.2-7.1 3.9-8 .7-17.6-7.2-21.6zM170.8 826.3l50.3-205.6 295.2-101.3c2.3-.8 4.2-2.6 5-5 1.4-4.2-.8-8.7-5-10.2L221.1 403 171 198.2l628 314.9-628.2 313.2z'] },
  copy: { viewBox: '64 64 896 896', paths: ['M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z'] },
  eye: { viewBox: '64 64 896 896', paths: ['M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z'] },
  save: { viewBox: '64 64 896 896', paths: ['M893.3 293.3L730.7 130.7c-7.5-7.5-16.7-13-26.7-16V112H144c-17.7 0-32 14.3-32 32v736c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V338.5c0-17-6.7-33.2-18.7-45.2zM384 184h256v104H384V184zm456 656H184V184h136v136c0 17.7 14.3 32 32 32h320c17.7 0 32-14.3 32-32V205.8l136 136V840zM512 442c-79.5 0-144 64.5-144 144s64.5 144 144 144 144-64.5 144-144-64.5-144-144-144zm0 224c-44.2 0-80-35.8-80-80s35.8-80 80-80 80 35.8 80 80-35.8 80-80 80z'] },
  calendar: { viewBox: '64 64 896 896', paths: ['M880 184H712v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H384v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H144c-17.7 0-32 14.3-32 32v664c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V216c0-17.7-14.3-32-32-32zm-40 656H184V460h656v380zM184 392V256h128v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h256v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h128v136H184z'] },
  'info-circle': { viewBox: '64 64 896 896', paths: ['M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z'] },
  'exclamation-circle': { viewBox: '64 64 896 896', paths: ['M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z'] },
  close: { viewBox: '64 64 896 896', paths: ['M799.86 166.31c.02 0 .04.02.08.06l57.69 57.7c.04.03.05.05.06.08a.12.12 0 010 .06c0 .03-.02.05-.06.09L569.93 512l287.7 287.7c.04.04.05.06.06.09a.12.12 0 010 .07c0 .02-.02.04-.06.08l-57.7 57.69c-.03.04-.05.05-.07.06a.12.12 0 01-.07 0c-.03 0-.05-.02-.09-.06L512 569.93l-287.7 287.7c-.04.04-.06.05-.09.06a.12.12 0 01-.07 0c-.02 0-.04-.02-.08-.06l-57.69-57.7c-.04-.03-.05-.05-.06-.07a.12.12 0 010-.07c0-.03.02-.05.06-.09L454.07 512l-287.7-287.7c-.04-.04-.05-.06-.06-.09a.12.12 0 010-.07c0-.02.02-.04.06-.08l57.7-57.69c.03-.04.05-.05.07-.06a.12.12 0 01.07 0c.03 0 .05.02.09.06L512 454.07l287.7-287.7c.04-.04.06-.05.09-.06a.12.12 0 01.07 0z'] },
} satisfies Record<string, Omit<SvgIcon, 'name'>>;

export type IconName = keyof typeof ICONS;

/** An icon of the chat by name (the kit's Icon with this area's paths, named as antd names it). */
export function Icon({ name, style }: { name: IconName; style?: CSSProperties }) {
  return <KitIcon icon={{ name, ...ICONS[name] }} style={style} />;
}

/** antd's Tag (filled): grey, or one of the preset colours the chat uses. */
export function Tag({ color, children }: { color?: 'blue' | 'orange'; children: ReactNode }) {
  return <span className={`pp-gen-tag${color ? ` pp-gen-tag--${color}` : ''}`}>{children}</span>;
}

/**
 * antd's Alert with its icon and a description: info (blue) or warning (amber), an action beside the text, and for a
 * closable one the close button (named 'Close', as antd's).
 */
export function Alert({ type, title, description, action, onClose, className, ...rest }: { type: 'info' | 'warning'; title: ReactNode; description: ReactNode; action?: ReactNode; onClose?: () => void; className?: string; 'data-testid'?: string }) {
  return (
    <div role="alert" className={`pp-gen-alert pp-gen-alert--${type}${className ? ` ${className}` : ''}`} {...rest}>
      <span className="pp-gen-alert__icon">
        <Icon name={type === 'info' ? 'info-circle' : 'exclamation-circle'} />
      </span>
      <div className="pp-gen-alert__section">
        <div className="pp-gen-alert__title">{title}</div>
        <div className="pp-gen-alert__description">{description}</div>
      </div>
      {action && <div className="pp-gen-alert__actions">{action}</div>}
      {onClose && (
        <button type="button" className="pp-gen-alert__close" aria-label="Close" onClick={onClose}>
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}

/**
 * antd's hover Tooltip (placement top, 0.1 s in and out): a dark label above the element while the pointer is on
 * it, in a `role="tooltip"` element at the end of the page. Like antd's it shows on hover only (keyboard users get
 * the button's own name); the child must accept mouse enter and leave handlers.
 */
export function Tooltip({ title, children }: { title: string; children: ReactElement<{ onMouseEnter?: (e: MouseEvent<HTMLElement>) => void; onMouseLeave?: (e: MouseEvent<HTMLElement>) => void }> }) {
  const [at, setAt] = useState<{ x: number; bottom: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tip = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Kept on the screen, as antd's: shifted left or right when centring it would cut it at an edge.
  useLayoutEffect(() => {
    const el = tip.current;
    if (!el || !at) return;
    const half = el.offsetWidth / 2;
    const x = Math.min(Math.max(at.x, half), document.documentElement.clientWidth - half);
    el.style.left = `${x}px`;
    // The arrow still points at the element.
    const arrow = el.lastElementChild as HTMLElement | null;
    if (arrow) arrow.style.left = `${half + at.x - x}px`;
  }, [at]);
  const child = Children.only(children);
  const trigger = cloneElement(child, {
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      child.props.onMouseEnter?.(e);
      const box = e.currentTarget.getBoundingClientRect();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAt({ x: box.left + box.width / 2, bottom: document.documentElement.clientHeight - box.top + 11 }), 100);
    },
    onMouseLeave: (e: MouseEvent<HTMLElement>) => {
      child.props.onMouseLeave?.(e);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAt(null), 100);
    },
  });
  return (
    <>
      {trigger}
      {at &&
        createPortal(
          <div ref={tip} className="pp-gen-tip" style={{ left: at.x, bottom: at.bottom }}>
            <div className="pp-gen-tip__box" role="tooltip">
              {title}
            </div>
            <span className="pp-gen-tip__arrow" aria-hidden />
          </div>,
          document.body,
        )}
    </>
  );
}
