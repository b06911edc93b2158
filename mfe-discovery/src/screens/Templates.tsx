import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, errorDetail } from 'shared/api';
import { navigate } from 'shared/bus';
import type { Template } from 'shared/contracts';
import { Alert, Button, CrownOutlined, ScreenFrame, Skeleton, type AreaProps } from 'shared/ui';
import { CategoryNav } from '../templates/CategoryNav';
import { TemplateCard } from '../templates/TemplateCard';
import { type CategoryId, categoryEntries, categoryFrom, footerText, templatesIn, upsellText } from '../templates/model';

type Load = { status: 'loading' } | { status: 'error'; detail: string } | { status: 'ready'; templates: Template[] };

/** Viral Templates (/app/templates, SPEC.md §2): the catalogue by category, each template one click from the generator. */
export function Templates({ query }: AreaProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const category = categoryFrom(query.category);

  const fetchTemplates = useCallback(() => {
    setLoad({ status: 'loading' });
    let live = true;
    api
      .templates()
      .then((r) => live && setLoad({ status: 'ready', templates: r.templates }))
      .catch((error) => {
        // SPEC.md §8: 'Failed to fetch templates' is logged; the screen still says what happened.
        console.error('Failed to fetch templates', error);
        if (live) setLoad({ status: 'error', detail: errorDetail(error, 'The server did not answer as expected.') });
      });
    return () => {
      live = false;
    };
  }, []);
  useEffect(fetchTemplates, [fetchTemplates]);

  const templates = load.status === 'ready' ? load.templates : [];
  const entries = useMemo(() => categoryEntries(templates), [templates]);
  const shown = useMemo(() => templatesIn(templates, category), [templates, category]);
  const upsell = useMemo(() => upsellText(templates), [templates]);
  // The category lives in the address, so Back and a shared link keep it.
  const select = (id: CategoryId) => navigate(id === 'all' ? '/app/templates' : `/app/templates?category=${id}`, { replace: true });

  return (
    <ScreenFrame title="Viral Templates" subtitle="Proven post frameworks. Pick one and LinkedIn GPT writes it in your voice.">
      {upsell && (
        <div className="pp-tpl-upsell" role="note">
          <CrownOutlined aria-hidden className="pp-tpl-upsell__icon" />
          <span className="pp-tpl-upsell__text">{upsell.text}</span>
          <Button type="primary" size="small" onClick={() => navigate(`/app/billing?upgrade=${upsell.tier}`)}>
            Upgrade
          </Button>
        </div>
      )}
      <div className="pp-tpl">
        <CategoryNav entries={entries} current={category} onSelect={select} showCounts={load.status === 'ready'} />
        <div className="pp-tpl__main">
          {load.status === 'loading' && (
            <div className="pp-tpl__grid" aria-busy="true" aria-label="Loading templates">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="pp-tpl-card">
                  <Skeleton active paragraph={{ rows: 5 }} />
                </div>
              ))}
            </div>
          )}
          {load.status === 'error' && (
            <Alert
              type="error"
              showIcon
              message="Templates could not be loaded"
              description={load.detail}
              action={
                <Button size="small" onClick={fetchTemplates}>
                  Try again
                </Button>
              }
            />
          )}
          {load.status === 'ready' && (
            <>
              {shown.length === 0 ? (
                <p className="pp-tpl__empty">No templates in this category yet.</p>
              ) : (
                <div className="pp-tpl__grid">
                  {shown.map((t) => (
                    <TemplateCard key={t.id} template={t} />
                  ))}
                </div>
              )}
              <p className="pp-tpl__footer" aria-live="polite">
                {footerText(shown.length, templates.length)}
              </p>
            </>
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
