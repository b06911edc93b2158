import { useId } from 'react';
import { navigate } from 'shared/bus';
import type { Template } from 'shared/contracts';
import { Button, CrownOutlined, LockOutlined, RobotOutlined } from 'shared/ui';
import { categoryLabel, createWithAiNavigation, isLocked, planLabel, upgradePath } from './model';

/**
 * One template: its category and name, what it is for, a placeholder-style preview of the post it makes, its
 * beats, an example topic, and 'Create with AI' (or, when the member's plan does not open it, a lock and the
 * way to the plan that does).
 */
export function TemplateCard({ template: t }: { template: Template }) {
  const id = useId();
  const locked = isLocked(t);
  const create = () => {
    const { to, state } = createWithAiNavigation(t);
    navigate(to, { state });
  };
  return (
    <article className={`pp-tpl-card${locked ? ' pp-tpl-card--locked' : ''}`} aria-labelledby={`${id}-name`} data-template-id={t.id}>
      <header className="pp-tpl-card__head">
        <span className="pp-tpl-card__category">{categoryLabel(t.category)}</span>
        {t.premium && (
          <span className="pp-tpl-card__premium">
            <CrownOutlined aria-hidden /> Premium
          </span>
        )}
      </header>
      <h2 className="pp-tpl-card__name" id={`${id}-name`}>
        {t.name}
      </h2>
      <p className="pp-tpl-card__desc">{t.description}</p>
      <figure className="pp-tpl-card__preview" aria-label={`Preview of a ${t.name} post`}>
        <div className="pp-tpl-card__author" aria-hidden>
          <span className="pp-tpl-card__avatar" />
          <span className="pp-tpl-card__lines">
            <span />
            <span />
          </span>
        </div>
        {t.preview.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </figure>
      <details className="pp-tpl-card__structure">
        <summary>Structure · {t.structure.length} steps</summary>
        <ol>
          {t.structure.map((beat) => (
            <li key={beat}>{beat}</li>
          ))}
        </ol>
      </details>
      <p className="pp-tpl-card__example">
        <span>Example topic:</span> {t.example_topic}
      </p>
      <footer className="pp-tpl-card__foot">
        {locked ? (
          <>
            <p className="pp-tpl-card__lock" id={`${id}-lock`}>
              <LockOutlined aria-hidden /> Premium template: opens on {planLabel(t.required_tier)}
            </p>
            <div className="pp-tpl-card__actions">
              <Button icon={<LockOutlined />} disabled aria-label={`Create with AI: ${t.name} (locked)`} aria-describedby={`${id}-lock`}>
                Create with AI
              </Button>
              <Button icon={<CrownOutlined />} aria-label={`Upgrade to use ${t.name}`} onClick={() => navigate(upgradePath(t))}>
                Upgrade
              </Button>
            </div>
          </>
        ) : (
          <div className="pp-tpl-card__actions">
            <Button type="primary" icon={<RobotOutlined />} aria-label={`Create with AI: ${t.name}`} onClick={create}>
              Create with AI
            </Button>
          </div>
        )}
      </footer>
    </article>
  );
}
