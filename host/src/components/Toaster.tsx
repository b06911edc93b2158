import { useEffect, useState } from 'react';
import { navigate, subscribe, toast, type ToastLink, type ToastType } from 'shared/bus';
import { TOAST_DURATIONS, TOAST_MAX } from 'shared/constants';

interface Toast {
  id: string;
  type: ToastType;
  message: string;
  link?: ToastLink;
}

const ICONS: Record<ToastType, string> = { success: '✓', error: '✕', info: 'i', warning: '!', loading: '' };

/** Toasts published on the bus, top right; durations and cap of SPEC.md §9. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const dismiss = (id: string) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
      setToasts((list) => list.filter((t) => t.id !== id));
    };
    // The close button publishes toast:dismiss too, so closing by hand also clears the timer.
    const a = subscribe('toast', ({ id = crypto.randomUUID(), type, message, duration, link }) => {
      setToasts((list) => [...list.filter((t) => t.id !== id), { id, type, message, link }].slice(-TOAST_MAX));
      const ms = duration ?? TOAST_DURATIONS[type] ?? TOAST_DURATIONS.default;
      if (ms > 0) timers.set(id, setTimeout(() => dismiss(id), ms));
    });
    const b = subscribe('toast:dismiss', ({ id }) => dismiss(id));
    return () => {
      a.unsubscribe();
      b.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.type}`} role={t.type === 'error' ? 'alert' : 'status'}>
          <span className="toast__icon" aria-hidden>{t.type === 'loading' ? <span className="spinner__ring spinner__ring--sm" /> : ICONS[t.type]}</span>
          <span className="toast__msg">
            {t.message}
            {t.link && (
              <>
                {' '}
                <a
                  className="toast__link"
                  href={t.link.to}
                  onClick={(e) => {
                    e.preventDefault();
                    toast.dismiss(t.id);
                    navigate(t.link!.to);
                  }}
                >
                  {t.link.label}
                </a>
              </>
            )}
          </span>
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => toast.dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
