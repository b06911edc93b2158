import { useState } from 'react';
import { FILL_ALL_FIELDS_MESSAGE, LIMITS } from 'shared/constants';
import { Alert, Button, Input, LinkedInPreview, Radio, Tag, TimeZoneOptions } from 'shared/ui';
import { inputToWall, wallToInstant } from '../lib/time';

export interface PostDraft {
  content: string;
  /** datetime-local value, read in `zone`. */
  dateTime: string;
  zone: string;
  platform: 'linkedin';
  libraryPostId: string | null;
  /** Set when editing an existing post. */
  editingId: string | null;
  /** When editing: the date-time and zone the form opened with (an untouched time is not sent back, lib/edit.ts). */
  original?: { dateTime: string; zone: string } | null;
}

/**
 * The schedule form (SPEC.md §2): content with the /3000 counter and the LinkedIn preview, date-time, zone with today's offset, platform.
 * Content and time are required (SPEC.md §5): a submit without them shows the alert FILL_ALL_FIELDS_MESSAGE in the form, moves the
 * focus to the first empty field and calls nothing; the alert goes once both are filled in.
 */
export function PostForm({
  draft,
  onChange,
  onSubmit,
  onCancel,
  busy,
}: {
  draft: PostDraft;
  onChange: (draft: PostDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const now = Date.now();
  const wall = inputToWall(draft.dateTime);
  const inGap = !Number.isNaN(wall) && wallToInstant(draft.zone, wall) === null;
  const over = draft.content.length > LIMITS.postMaxChars;
  const set = (patch: Partial<PostDraft>) => onChange({ ...draft, ...patch });
  const [tried, setTried] = useState(false);
  const missing = !draft.content.trim() ? 'pp-sch-content' : !draft.dateTime ? 'pp-sch-when' : null;

  return (
    <form
      className="pp-sch__form"
      noValidate
      aria-label={draft.editingId ? 'Edit scheduled post' : 'Schedule a new post'}
      onSubmit={(e) => {
        e.preventDefault();
        if (missing) {
          setTried(true);
          document.getElementById(missing)?.focus();
          return;
        }
        onSubmit();
      }}
    >
      <h2 className="pp-sch__h2">{draft.editingId ? 'Edit Post' : 'Schedule New Post'}</h2>
      <div className="pp-sch__form-grid">
        <div className="pp-sch__field pp-sch__field--content">
          <label htmlFor="pp-sch-content">Post content</label>
          <Input.TextArea
            id="pp-sch-content"
            value={draft.content}
            onChange={(e) => set({ content: e.target.value })}
            autoSize={{ minRows: 8, maxRows: 18 }}
            placeholder="What do you want to share?"
            dir="auto"
            aria-describedby="pp-sch-counter"
          />
          <div id="pp-sch-counter" className={`pp-sch__counter${over ? ' pp-sch__counter--over' : ''}`} aria-live="polite">
            {draft.content.length.toLocaleString('en-US')}/3000 characters{over ? ' — LinkedIn allows at most 3,000' : ''}
          </div>
        </div>
        <div className="pp-sch__preview" aria-label="LinkedIn preview">
          {draft.content.trim() ? <LinkedInPreview text={draft.content} mode="edit" /> : <p className="pp-sch__muted">The preview appears as you write.</p>}
        </div>
        <div className="pp-sch__row3">
          <div className="pp-sch__field">
            <label htmlFor="pp-sch-when">Date and time</label>
            <input
              id="pp-sch-when"
              className="pp-sch__native"
              type="datetime-local"
              value={draft.dateTime}
              onChange={(e) => set({ dateTime: e.target.value })}
              aria-describedby="pp-sch-when-note"
            />
            <small id="pp-sch-when-note" className={inGap ? 'pp-sch__warn' : 'pp-sch__muted'}>
              {inGap ? 'This time does not exist in this zone (clocks skip it when daylight saving starts).' : `In ${draft.zone}`}
            </small>
          </div>
          <div className="pp-sch__field">
            <label htmlFor="pp-sch-zone">Time zone</label>
            <select id="pp-sch-zone" className="pp-sch__native" value={draft.zone} onChange={(e) => set({ zone: e.target.value })}>
              <TimeZoneOptions current={draft.zone} now={now} />
            </select>
          </div>
          <fieldset className="pp-sch__field pp-sch__platforms">
            <legend>Platform</legend>
            <Radio.Group value={draft.platform} onChange={() => set({ platform: 'linkedin' })}>
              <Radio value="linkedin">LinkedIn</Radio>
              <Radio value="twitter" disabled>
                Twitter <Tag>Coming Soon</Tag>
              </Radio>
              <Radio value="facebook" disabled>
                Facebook <Tag>Coming Soon</Tag>
              </Radio>
            </Radio.Group>
          </fieldset>
        </div>
      </div>
      {tried && missing ? <Alert className="pp-sch__alert" type="error" showIcon title={FILL_ALL_FIELDS_MESSAGE} role="alert" /> : null}
      <div className="pp-sch__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {draft.editingId ? 'Save changes' : 'Schedule Post'}
        </Button>
      </div>
    </form>
  );
}
