import { useEffect, useRef, useState } from 'react';
import { api, ensurePersona } from 'shared/api';
import { authState, readStoredToken, setPersona } from 'shared/auth';
import { publish, toast } from 'shared/bus';
import { LIMITS, TONE_PRESETS } from 'shared/constants';
import { Alert, Button, Input, Modal, Progress, Radio, type AreaProps } from 'shared/ui';
import { CUSTOM_TONE, draftToPersona, isStepValid, NO_TOKEN_MESSAGE, personaSaveError, personaToDraft, type PersonaDraft } from '../lib/persona';

const STEPS = LIMITS.personaSteps;

/** Steps 1-3: one line of text each. */
const TEXT_STEPS: Record<number, { field: 'job_title' | 'industry' | 'audience'; id: string; label: string; hint: string; placeholder: string }> = {
  1: { field: 'job_title', id: 'persona-title', label: 'Your role or title', hint: 'What do you do? This sets the voice of authority in your posts.', placeholder: 'e.g. Founder & CEO, Product Designer' },
  2: { field: 'industry', id: 'persona-industry', label: 'Your industry', hint: 'Which field do you work in?', placeholder: 'e.g. B2B SaaS, Healthcare, Fintech' },
  3: { field: 'audience', id: 'persona-audience', label: 'Your target audience', hint: 'Who do you want to reach on LinkedIn?', placeholder: 'e.g. Startup founders, HR leaders' },
};

/**
 * The profile-setup modal (SPEC.md §2): five steps, progress bar, Back/Next, 'Complete Setup'. The host mounts
 * it on `persona:open`; it answers `persona:closed` (with the persona when saved) and the host unmounts it.
 */
export function ProfileSetup(_props: AreaProps) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<PersonaDraft>(() => personaToDraft(authState.persona));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(true);
  // A saved profile is being edited, not set up: the modal says so and closes with 'Cancel'.
  const [editing, setEditing] = useState(() => !!authState.persona);

  // Prefill from a saved persona when the store has not loaded it yet.
  useEffect(() => {
    if (authState.persona || authState.personaLoaded || !readStoredToken()) return;
    let live = true;
    ensurePersona()
      .then((persona) => {
        if (live && persona) {
          setDraft(personaToDraft(persona));
          setEditing(true);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const set = <K extends keyof PersonaDraft>(k: K, v: PersonaDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const valid = isStepValid(step, draft);
  const textStep = TEXT_STEPS[step];

  function close() {
    if (saving) return;
    setOpen(false);
    publish('persona:closed', {});
  }

  async function save() {
    if (!readStoredToken()) {
      setError(NO_TOKEN_MESSAGE);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const sent = draftToPersona(draft);
      const r = await api.savePersona(sent);
      const persona = r.persona ?? sent;
      setPersona(persona);
      publish('persona:saved', { persona });
      toast.success(editing ? 'Your writing profile is saved' : 'Your profile is set up!');
      setOpen(false);
      publish('persona:closed', { persona });
    } catch (e) {
      setError(personaSaveError(e));
      setSaving(false);
    }
  }

  // The writing style step has no text field to autofocus: its chosen option (or the first) takes the focus, so the
  // keyboard goes on from where the previous step's field was instead of from the top of the page. A custom style
  // already chosen keeps its own field's focus.
  const toneList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || step !== 4) return;
    const focusChoice = () => {
      const list = toneList.current;
      if (!list || list.parentElement?.contains(document.activeElement)) return;
      (list.querySelector<HTMLInputElement>('input[type=radio]:checked') ?? list.querySelector<HTMLInputElement>('input[type=radio]'))?.focus();
    };
    focusChoice();
    // Mounted inside the modal's portal, possibly a frame later.
    const frame = requestAnimationFrame(focusChoice);
    return () => cancelAnimationFrame(frame);
  }, [open, step]);

  function next() {
    if (!valid) return;
    if (step < STEPS) setStep(step + 1);
    else void save();
  }

  return (
    <Modal
      open={open}
      title={editing ? 'Edit your writing profile' : 'Set up your profile'}
      onCancel={close}
      mask={{ closable: false }}
      width={560}
      destroyOnHidden
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Button onClick={close} type="text" disabled={saving}>{editing ? 'Cancel' : 'Skip for now'}</Button>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={() => setStep(step - 1)} disabled={step === 1 || saving}>Back</Button>
            <Button type="primary" onClick={next} disabled={!valid} loading={saving}>
              {step < STEPS ? 'Next' : saving ? 'Saving...' : editing ? 'Save changes' : 'Complete Setup'}
            </Button>
          </div>
        </div>
      }
    >
      <p style={{ color: '#475569', margin: '0 0 10px' }}>
        Tell us about yourself so every post sounds like you. Step {step} of {STEPS}.
      </p>
      <Progress percent={Math.round((step / STEPS) * 100)} showInfo={false} strokeColor="#0a66c2" aria-label={`Step ${step} of ${STEPS}`} />
      <form
        className="pp-modal-step"
        style={{ marginTop: 16 }}
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        {textStep && (
          <>
            <h3><label htmlFor={textStep.id}>{textStep.label}</label></h3>
            <p className="pp-muted">{textStep.hint}</p>
            <Input
              key={step}
              id={textStep.id}
              size="large"
              autoFocus
              placeholder={textStep.placeholder}
              maxLength={LIMITS.maxPersonaFieldLength}
              value={draft[textStep.field]}
              onChange={(e) => set(textStep.field, e.target.value)}
            />
          </>
        )}
        {step === 4 && (
          <>
            <h3 id="persona-tone-label">Your writing style</h3>
            <p className="pp-muted">Pick the tone that fits you best, or describe your own.</p>
            <Radio.Group ref={toneList} aria-labelledby="persona-tone-label" value={draft.toneChoice} onChange={(e) => set('toneChoice', e.target.value as string)} className="pp-tone-list" style={{ display: 'flex' }}>
              {TONE_PRESETS.map((t) => (
                <Radio key={t} value={t}>{t}</Radio>
              ))}
              <Radio value={CUSTOM_TONE}>Custom</Radio>
            </Radio.Group>
            {draft.toneChoice === CUSTOM_TONE && (
              <div style={{ marginTop: 10 }}>
                <label htmlFor="persona-custom-tone" className="pp-field__label" style={{ display: 'block' }}>Describe your style</label>
                <Input id="persona-custom-tone" autoFocus placeholder="e.g. Blunt, practical, a little nerdy" maxLength={LIMITS.maxPersonaFieldLength - 8} value={draft.customTone} onChange={(e) => set('customTone', e.target.value)} />
              </div>
            )}
          </>
        )}
        {step === 5 && (
          <>
            <h3><label htmlFor="persona-description">Describe yourself</label></h3>
            <p className="pp-muted">One or two sentences about you and what you share.</p>
            <Input.TextArea
              id="persona-description"
              autoFocus
              rows={4}
              maxLength={LIMITS.maxPersonaDescriptionLength}
              showCount
              placeholder="e.g. I help early-stage founders build sales teams, and I share what worked and what didn't."
              value={draft.self_description}
              onChange={(e) => set('self_description', e.target.value)}
            />
            {!valid && draft.self_description.trim().length > 0 && (
              <div className="pp-field__hint">A little more, please: at least {LIMITS.personaDescriptionMinLength} characters.</div>
            )}
          </>
        )}
        {/* Enter submits the step. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
