import { Popconfirm, type PopconfirmProps } from 'antd';
import { useId, useRef } from 'react';

/**
 * antd's Popconfirm as a keyboard can use it. Opened, it takes the focus (its Cancel), like a dialog; inside a dialog
 * it opens within it (the dialog keeps the keyboard in itself, so a confirmation at the end of the page could not be
 * reached). Closed by Escape, Cancel or a click elsewhere, it gives the focus back to the button that opened it
 * (antd leaves it on the page's body, so a keyboard user starts again from the top); after Delete, when that button
 * has gone with its item, to `fallbackFocus()` (default: the screen's title).
 */
export function ConfirmPopover({
  fallbackFocus = screenHeading,
  onOpenChange,
  rootClassName,
  getPopupContainer = inDialog,
  ...props
}: PopconfirmProps & { fallbackFocus?: () => HTMLElement | null }) {
  const opener = useRef<HTMLElement | null>(null);
  const key = `pp-confirm-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Popconfirm
      {...props}
      rootClassName={rootClassName ? `${rootClassName} ${key}` : key}
      getPopupContainer={getPopupContainer}
      onOpenChange={(open: boolean) => {
        if (open) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // Once antd has rendered it.
          setTimeout(() => document.querySelector<HTMLElement>(`.${key} .ant-popconfirm-buttons .ant-btn`)?.focus(), 0);
        } else {
          const back = opener.current;
          opener.current = null;
          // After antd has closed it (and, on Delete, after the item may have gone).
          setTimeout(() => {
            if (!focusLost()) return;
            if (!back?.isConnected) return void fallbackFocus()?.focus();
            back.focus();
            // A delete whose item goes a moment later (its request still on the way): follow it for a few seconds.
            let checks = 30;
            const watch = () => {
              if (back.isConnected) {
                if (document.activeElement === back && --checks > 0) setTimeout(watch, 100);
              } else if (focusLost()) fallbackFocus()?.focus();
            };
            setTimeout(watch, 100);
          }, 0);
        }
        onOpenChange?.(open);
      }}
    />
  );
}

/** Within the dialog its button is in, if any, else at the end of the page (antd's default). */
function inDialog(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>('.ant-modal-wrap') ?? document.body;
}

/** Nothing (the page's body) or the closed confirmation holds the focus. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(active.closest('.ant-popover'));
}

/** The screen's title, made focusable from script only (tabindex -1): where the focus goes when what held it is gone. */
export function screenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('.screen h1') ?? document.querySelector<HTMLElement>('main h1, h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}
