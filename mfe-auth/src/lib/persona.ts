/** The profile-setup modal's rules (SPEC.md §2, §5, §8). */
import { CUSTOM_TONE_PREFIX, LIMITS, TONE_PRESETS } from 'shared/constants';
import { errorDetail, errorStatus } from 'shared/api';
import type { Persona } from 'shared/contracts';

export const CUSTOM_TONE = 'Custom';

export interface PersonaDraft {
  job_title: string;
  industry: string;
  audience: string;
  /** One of TONE_PRESETS, or CUSTOM_TONE with `customTone`. */
  toneChoice: string;
  customTone: string;
  self_description: string;
}

export const EMPTY_DRAFT: PersonaDraft = {
  job_title: '',
  industry: '',
  audience: '',
  toneChoice: '',
  customTone: '',
  self_description: '',
};

/** Is step `step` (1-5) complete enough for Next / Complete Setup? */
export function isStepValid(step: number, d: PersonaDraft): boolean {
  switch (step) {
    case 1:
      return d.job_title.trim().length > 0;
    case 2:
      return d.industry.trim().length > 0;
    case 3:
      return d.audience.trim().length > 0;
    case 4:
      if (d.toneChoice === CUSTOM_TONE) return d.customTone.trim().length > 0;
      return (TONE_PRESETS as readonly string[]).includes(d.toneChoice);
    case 5:
      // "longer than 10 characters" (SPEC.md §5)
      return d.self_description.trim().length >= LIMITS.personaDescriptionMinLength;
    default:
      return false;
  }
}

/** The stored tone: a preset as is, a custom text as 'Custom: ...'. */
export function toneValue(d: PersonaDraft): string {
  return d.toneChoice === CUSTOM_TONE ? `${CUSTOM_TONE_PREFIX}${d.customTone.trim()}` : d.toneChoice;
}

/** The persona to send (trimmed). */
export function draftToPersona(d: PersonaDraft): Persona {
  return {
    job_title: d.job_title.trim(),
    industry: d.industry.trim(),
    audience: d.audience.trim(),
    tone: toneValue(d),
    self_description: d.self_description.trim(),
  };
}

/** A saved persona back into the form (a preset, or 'Custom: ...' / any other text as custom). */
export function personaToDraft(p: Persona | null | undefined): PersonaDraft {
  if (!p) return { ...EMPTY_DRAFT };
  const tone = p.tone ?? '';
  const preset = (TONE_PRESETS as readonly string[]).includes(tone);
  const custom = tone.startsWith(CUSTOM_TONE_PREFIX) ? tone.slice(CUSTOM_TONE_PREFIX.length) : tone.replace(/^Custom:\s*/, '');
  return {
    job_title: p.job_title ?? '',
    industry: p.industry ?? '',
    audience: p.audience ?? '',
    toneChoice: preset ? tone : tone ? CUSTOM_TONE : '',
    customTone: preset ? '' : custom,
    self_description: p.self_description ?? '',
  };
}

export const NO_TOKEN_MESSAGE = 'No authentication token found. Please log in again.';

/** The alert text of a failed save (SPEC.md §8). */
export function personaSaveError(error: unknown): string {
  const detail = errorDetail(error, '');
  const status = errorStatus(error);
  const message = detail && !/^Network error/.test(detail) ? detail : status ? `Failed to save persona - HTTP ${status}` : 'Failed to save persona - server error';
  return `Failed to save your profile: ${message}. Please try again.`;
}
