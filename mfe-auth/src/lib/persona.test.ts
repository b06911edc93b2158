import { AxiosError, AxiosHeaders } from 'axios';
import { TONE_PRESETS } from 'shared/constants';
import { CUSTOM_TONE, draftToPersona, EMPTY_DRAFT, isStepValid, personaSaveError, personaToDraft } from './persona';

describe('profile-setup steps', () => {
  it('steps 1-3 need non-empty trimmed text', () => {
    expect(isStepValid(1, { ...EMPTY_DRAFT, job_title: '   ' })).toBe(false);
    expect(isStepValid(1, { ...EMPTY_DRAFT, job_title: ' CTO ' })).toBe(true);
    expect(isStepValid(2, { ...EMPTY_DRAFT, industry: 'SaaS' })).toBe(true);
    expect(isStepValid(3, { ...EMPTY_DRAFT, audience: '' })).toBe(false);
  });

  it('step 4 needs a preset, or Custom with text', () => {
    expect(isStepValid(4, EMPTY_DRAFT)).toBe(false);
    expect(isStepValid(4, { ...EMPTY_DRAFT, toneChoice: TONE_PRESETS[2] })).toBe(true);
    expect(isStepValid(4, { ...EMPTY_DRAFT, toneChoice: CUSTOM_TONE, customTone: '  ' })).toBe(false);
    expect(isStepValid(4, { ...EMPTY_DRAFT, toneChoice: CUSTOM_TONE, customTone: 'dry' })).toBe(true);
    expect(isStepValid(4, { ...EMPTY_DRAFT, toneChoice: 'made up' })).toBe(false);
  });

  it('step 5 needs a trimmed description longer than 10 characters', () => {
    expect(isStepValid(5, { ...EMPTY_DRAFT, self_description: '  0123456789  ' })).toBe(false);
    expect(isStepValid(5, { ...EMPTY_DRAFT, self_description: '01234567890' })).toBe(true);
  });

  it("custom tones are stored as 'Custom: ...' and read back", () => {
    const d = { job_title: ' a ', industry: 'b', audience: 'c', toneChoice: CUSTOM_TONE, customTone: ' dry wit ', self_description: ' I build things daily. ' };
    const p = draftToPersona(d);
    expect(p).toEqual({ job_title: 'a', industry: 'b', audience: 'c', tone: 'Custom: dry wit', self_description: 'I build things daily.' });
    expect(personaToDraft(p)).toMatchObject({ toneChoice: CUSTOM_TONE, customTone: 'dry wit' });
    expect(personaToDraft({ ...p, tone: TONE_PRESETS[0] })).toMatchObject({ toneChoice: TONE_PRESETS[0], customTone: '' });
  });

  it('sends pasted text the server accepts: one-line fields get spaces for tabs and line breaks, the description line breaks; other control characters go', () => {
    const d = {
      job_title: 'Head of\u000BSales\u0007',
      industry: 'B2B\tSaaS',
      audience: 'Founders\u000C and\u0085sales leaders',
      toneChoice: CUSTOM_TONE,
      customTone: 'dry\u000Bwit',
      self_description: 'I build payment\u000Binfrastructure.\u000CAnd teams.\u0000',
    };
    expect(draftToPersona(d)).toEqual({
      job_title: 'Head of Sales',
      industry: 'B2B SaaS',
      audience: 'Founders  and sales leaders',
      tone: 'Custom: dry wit',
      self_description: 'I build payment\ninfrastructure.\nAnd teams.',
    });
  });

  it('save errors follow SPEC.md §8', () => {
    const config = { headers: new AxiosHeaders() };
    const withDetail = new AxiosError('x', 'E', config, {}, { status: 422, statusText: '', headers: {}, config, data: { detail: 'Industry is required' } });
    const noDetail = new AxiosError('x', 'E', config, {}, { status: 502, statusText: '', headers: {}, config, data: '' });
    expect(personaSaveError(withDetail)).toBe('Failed to save your profile: Industry is required. Please try again.');
    expect(personaSaveError(noDetail)).toBe('Failed to save your profile: Failed to save persona - HTTP 502. Please try again.');
    expect(personaSaveError(new Error('?'))).toBe('Failed to save your profile: Failed to save persona - server error. Please try again.');
  });
});
