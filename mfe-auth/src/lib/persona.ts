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

/** Control characters the server refuses, which never show: left out. Tabs and line breaks are handled apart. */
const INVISIBLE_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;

/**
 * Text pasted from other programs, as the server accepts it, trimmed: Word's manual line break (a vertical tab), a
 * form feed and NEL are line breaks; in a one-line field every tab and line break is a space.
 */
function pasted(text: string, { oneLine }: { oneLine: boolean }): string {
  const lines = text.replace(INVISIBLE_CONTROLS, '').replace(/[\u000B\u000C\u0085]/g, '\n');
  return (oneLine ? lines.replace(/[\t\n\r\u2028\u2029]/g, ' ') : lines).trim();
}

/** The stored tone: a preset as is, a custom text as 'Custom: ...'. */
export function toneValue(d: PersonaDraft): string {
  return d.toneChoice === CUSTOM_TONE ? `${CUSTOM_TONE_PREFIX}${pasted(d.customTone, { oneLine: true })}` : d.toneChoice;
}

/** The persona to send (trimmed, pasted control characters made into what the server accepts). */
export function draftToPersona(d: PersonaDraft): Persona {
  return {
    job_title: pasted(d.job_title, { oneLine: true }),
    industry: pasted(d.industry, { oneLine: true }),
    audience: pasted(d.audience, { oneLine: true }),
    tone: toneValue(d),
    self_description: pasted(d.self_description, { oneLine: false }),
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
