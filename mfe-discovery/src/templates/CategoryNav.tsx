import { useEffect, useRef } from 'react';
import { CrownOutlined } from 'shared/ui';
import type { CategoryEntry, CategoryId } from './model';

/**
 * The category sidebar (SPEC.md §2). On a phone the same buttons become one horizontal row of chips (CSS only),
 * so there is one list to keep right.
 */
export function CategoryNav({
  entries,
  current,
  onSelect,
  showCounts,
}: {
  entries: CategoryEntry[];
  current: CategoryId;
  onSelect: (id: CategoryId) => void;
  /** Off until the templates have loaded: no '0' that is not true. */
  showCounts: boolean;
}) {
  const list = useRef<HTMLUListElement>(null);
  // On a phone the chips scroll sideways: keep the chosen one in view (a link to ?category=advice lands on it).
  useEffect(() => {
    const chip = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const row = list.current;
    if (!chip || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft += chip.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
  }, [current, showCounts]);
  return (
    <nav className="pp-tpl-nav" aria-label="Template categories">
      <ul ref={list}>
        {entries.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="pp-tpl-nav__item"
              aria-pressed={c.id === current}
              onClick={() => onSelect(c.id)}
              data-category={c.id}
            >
              <span className="pp-tpl-nav__label">{c.label}</span>
              {c.premium && (
                <span className="pp-tpl-nav__premium" title="Premium category">
                  <CrownOutlined aria-hidden />
                  <span className="pp-tpl-sr">premium</span>
                </span>
              )}
              {showCounts && (
                <span className="pp-tpl-nav__count" aria-label={`${c.count} templates`}>
                  {c.count}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
