import { editChanges, editDraftFor } from './edit';
import { instantToInput } from './time';

describe('editChanges', () => {
  // 06:30Z on 2027-11-07 is the second 01:30 in New York (EST); the form shows it as 01:30, which reads as the first.
  const second = Date.parse('2027-11-07T06:30:00Z');
  const shown = instantToInput(second, 'America/New_York');

  test('an untouched time is not sent back: the post keeps its instant (the second 01:30, its seconds)', () => {
    expect(shown).toBe('2027-11-07T01:30');
    const original = { dateTime: shown, zone: 'America/New_York' };
    expect(editChanges({ content: 'New text', dateTime: shown, zone: 'America/New_York', original })).toEqual({ content: 'New text' });
  });

  test('a changed date-time or zone is sent with its zone', () => {
    const original = { dateTime: shown, zone: 'America/New_York' };
    expect(editChanges({ content: 'x', dateTime: '2027-11-07T03:00', zone: 'America/New_York', original })).toEqual({
      content: 'x',
      scheduled_time: '2027-11-07T03:00',
      timezone: 'America/New_York',
    });
    expect(editChanges({ content: 'x', dateTime: shown, zone: 'America/Chicago', original })).toEqual({
      content: 'x',
      scheduled_time: shown,
      timezone: 'America/Chicago',
    });
  });

  test('without the values it was opened with, everything is sent', () => {
    expect(editChanges({ content: 'x', dateTime: '2027-01-01T10:00', zone: 'UTC' })).toEqual({ content: 'x', scheduled_time: '2027-01-01T10:00', timezone: 'UTC' });
  });
});

describe('editDraftFor', () => {
  const now = Date.parse('2027-05-10T12:00:00Z');
  const post = { id: 'p1', content: 'Fixed text', timezone: 'Europe/Paris', library_post_id: null };

  test('a failed post whose time has passed opens with a new time ahead, sent with the save', () => {
    const d = editDraftFor({ ...post, status: 'failed', scheduledTime: '2027-05-10T11:00:00.000Z' }, now);
    // An hour from now (14:00 in Paris, UTC+2), on the quarter hour.
    expect(d.dateTime).toBe('2027-05-10T15:00');
    expect(d.original).toBeNull();
    expect(editChanges(d)).toEqual({ content: 'Fixed text', scheduled_time: '2027-05-10T15:00', timezone: 'Europe/Paris' });
  });

  test('a scheduled post, or a failed one still ahead, opens with its own time, not sent back untouched', () => {
    for (const status of ['scheduled', 'failed'] as const) {
      const d = editDraftFor({ ...post, status, scheduledTime: '2027-05-11T07:30:00.000Z' }, now);
      expect(d.dateTime).toBe('2027-05-11T09:30');
      expect(editChanges(d)).toEqual({ content: 'Fixed text' });
    }
  });
});
