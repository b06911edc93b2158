import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Parcel } from 'single-spa';
import type { Area } from 'shared/constants';
import { loadArea } from '../remotes';
import { takePrerendered } from '../prerendered';
import { focusIsFree, watchFocusRequests } from '../focus-requests';
import { ErrorCard } from './ErrorCard';
import { Spinner } from './Spinner';
import type { AreaProps } from 'shared/kit';

/** Props every area receives (declared once in shared/kit; a type-only import costs the shell nothing). */
export type { AreaProps };

type Status = 'loading' | 'mounted' | 'error';

/**
 * Mounts one area as a single-spa parcel and keeps its props current. A remote that cannot be fetched,
 * or whose mount throws, shows an error card with Retry in its place; nothing outside this box is affected.
 */
export function AreaMount({ area, props, className, quiet = false }: { area: Area; props: AreaProps; className?: string; quiet?: boolean }) {
  const el = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string>('');
  const [attempt, setAttempt] = useState(0);
  // The screen the server prerendered for this page, kept in the area's place until the area has mounted.
  const [snapshot] = useState(() => takePrerendered(area, props.screen));

  useLayoutEffect(() => {
    if (snapshot && el.current) {
      el.current.before(snapshot);
      if (snapshot.dataset.focusedId) refocus(snapshot, snapshot.dataset.focusedId);
    }
    return () => snapshot?.remove();
  }, [snapshot]);

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    const domElement = document.createElement('div');
    domElement.className = 'area-root';
    // Out of the document until mounted: the area's first render then replaces the placeholder (spinner or
    // prerendered screen) in one frame, instead of appearing below it and moving up when it goes (a layout shift),
    // and the page never holds two copies of a screen (the prerendered one and the area's, with the same ids and
    // labels) for assistive technology, scripts or tests to trip over.
    // A screen's autoFocus runs while the area is out of the document; it is made once the area is in (below).
    const focusRequest = watchFocusRequests(domElement);
    // single-spa is fetched alongside the area, not after it.
    Promise.all([loadArea(area, { retry: attempt > 0 }), import('single-spa')])
      .then(async ([config, { mountRootParcel }]) => {
        if (cancelled) return;
        const p = mountRootParcel(config, { domElement, ...latest.current });
        parcel.current = p;
        await p.mountPromise;
        if (cancelled) return;
        // Swap in one task: placeholder out, area in. A field the visitor was in on the prerendered screen keeps
        // the focus on the mounted one (same id; the area carries over what was typed).
        const focused = snapshot && document.activeElement instanceof HTMLElement && snapshot.contains(document.activeElement) ? document.activeElement.id : '';
        snapshot?.remove();
        flushSync(() => setStatus('mounted'));
        el.current?.appendChild(domElement);
        const wanted = focusRequest();
        if (focused) refocus(domElement, focused);
        // The field the screen asked to start in, unless the visitor has already put the focus somewhere.
        else if (wanted?.el.isConnected && focusIsFree()) wanted.el.focus(wanted.options);
        // Props may have changed while mounting.
        if (!cancelled && p.update) await p.update({ ...latest.current });
      })
      .catch((e: unknown) => {
        focusRequest();
        if (cancelled) return;
        snapshot?.remove();
        console.error(`[host] area ${area} failed`, e);
        setError(e instanceof Error ? e.message : String(e));
        setStatus('error');
      });
    return () => {
      cancelled = true;
      focusRequest();
      const p = parcel.current;
      parcel.current = null;
      if (p && p.getStatus() === 'MOUNTED') p.unmount().catch(() => undefined).finally(() => domElement.remove());
      else domElement.remove();
    };
  }, [area, attempt]);

  useEffect(() => {
    const p = parcel.current;
    if (p && p.update && p.getStatus() === 'MOUNTED') p.update({ ...props }).catch(() => undefined);
  }, [props]);

  return (
    <div className={`area area-${area} ${className ?? ''}`} data-area={area} data-status={status}>
      {status === 'loading' && !quiet && !snapshot && <Spinner label={`Loading ${area}…`} />}
      {status === 'error' && !quiet && (
        <ErrorCard
          title="This section could not be loaded"
          message={`The ${area} area is unavailable right now. The rest of the app keeps working.`}
          detail={error}
          onRetry={() => {
            // A preload that failed is handed to the next request for the same file, so a failed area that the
            // page preloaded comes back only with a fresh page.
            if (document.querySelector(`link[rel="preload"][data-area="${area}"]`)) window.location.reload();
            else setAttempt((n) => n + 1);
          }}
        />
      )}
      <div ref={el} hidden={status === 'error'} />
    </div>
  );
}

/** Focuses the element with this id inside `root`, the caret after its text (where the visitor was typing). */
function refocus(root: HTMLElement, id: string): void {
  const target = root.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (!target) return;
  target.focus();
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    try {
      target.setSelectionRange(target.value.length, target.value.length);
    } catch {
      // e-mail and some other input types have no selection to set; the browser keeps its own caret.
    }
  }
}
