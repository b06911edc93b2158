import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * The week on a narrow screen (a phone) is wider than its card and scrolls sideways inside it, the hour column
 * staying put. These helpers keep the day that matters in view and say where more days are.
 */

/** Scrolls the week sideways (never the page) so the column of `day` shows whole, just right of the hours. */
export function revealDay(scroller: HTMLElement | null, day: number): void {
  const head = scroller?.querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!scroller || !head || scroller.scrollWidth <= scroller.clientWidth) return;
  const gutter = scroller.querySelector<HTMLElement>('.pp-sch__week-corner')?.offsetWidth ?? 0;
  const left = head.offsetLeft - gutter;
  if (left < scroller.scrollLeft || head.offsetLeft + head.offsetWidth > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = Math.max(0, left);
}

/** Whether the week is cut on its left or right, kept up to date as it scrolls or resizes; `scroll` pages it sideways. */
export function useWeekEdges(scroller: RefObject<HTMLElement | null>, shown: unknown) {
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const row = scroller.current;
    const left = !!row && row.scrollLeft > 4;
    const right = !!row && row.scrollLeft + row.clientWidth < row.scrollWidth - 4;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, [scroller]);
  useEffect(() => {
    const row = scroller.current;
    measure();
    if (!row) return;
    row.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(row);
    if (row.firstElementChild) observer?.observe(row.firstElementChild);
    return () => {
      row.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scroller, measure, shown]);
  const scroll = (direction: 1 | -1) => {
    const row = scroller.current;
    row?.scrollBy({ left: direction * Math.round(row.clientWidth * 0.6), behavior: 'smooth' });
  };
  return { ...edges, measure, scroll };
}
