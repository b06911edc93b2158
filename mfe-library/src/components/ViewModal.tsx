import { useEffect, useState, type FormEvent } from 'react';
import type { LibraryPost } from 'shared/contracts';
import { TITLE_MAX_CHARS } from 'shared/contracts';
import { Button, CalendarOutlined, CopyOutlined, EditOutlined, LinkedInPreview, Modal, Tag } from 'shared/ui';
import { formatDateInZone } from 'shared/constants';
import { CONTENT_MAX_CHARS } from 'shared/contracts';
import { LIVE_ON_LINKEDIN, STATUS_COLOR, STATUS_LABEL, TYPE_LABEL, isLiveOnLinkedIn, scheduledLabel } from '../lib/model';
import { useMemberZone } from '../lib/zone';

/** A post opened from the library: the LinkedIn preview (fold, phone and desktop widths) and what can be done with it. */
export function ViewModal({
  post,
  onClose,
  onCopy,
  onEdit,
  onDuplicate,
  onSchedule,
  onRename,
}: {
  post: LibraryPost | null;
  onClose: () => void;
  onCopy: (post: LibraryPost) => void;
  onEdit: (post: LibraryPost) => void;
  /** A new draft with its text: what a post the scheduler put on LinkedIn offers in place of Edit. */
  onDuplicate: (post: LibraryPost) => void;
  onSchedule: (post: LibraryPost) => void;
  /** Saves a new title; resolves true once the server has it (the form closes), false when it refused. */
  onRename: (post: LibraryPost, title: string) => Promise<boolean>;
}) {
  const zone = useMemberZone();
  // The title being typed, or null when the title is shown; closed whenever another post opens.
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(null), [post?.id]);

  async function rename(e: FormEvent) {
    e.preventDefault();
    if (!post || draft === null) return;
    setSaving(true);
    try {
      if (await onRename(post, draft)) setDraft(null);
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open={!!post}
      onCancel={onClose}
      // The title is the member's first line: it wraps before the × (antd's close button sits over the header).
      title={
        post && (
          <span className="pp-lib-modal__title" dir="auto">
            {post.title}
          </span>
        )
      }
      width={640}
      destroyOnHidden
      footer={
        post && (
          <div className="pp-lib-modal__foot">
            <Button icon={<CopyOutlined />} onClick={() => onCopy(post)}>
              Copy
            </Button>
            {isLiveOnLinkedIn(post) ? (
              // Its text is what LinkedIn shows (the server refuses another): rework a copy instead.
              <Button icon={<CopyOutlined />} onClick={() => onDuplicate(post)} title={LIVE_ON_LINKEDIN}>
                Duplicate as draft
              </Button>
            ) : (
              <Button icon={<EditOutlined />} onClick={() => onEdit(post)}>
                Edit
              </Button>
            )}
            <Button onClick={() => setDraft(post.title)} disabled={draft !== null}>
              Rename
            </Button>
            {post.status === 'draft' && (
              <Button icon={<CalendarOutlined />} onClick={() => onSchedule(post)}>
                Schedule
              </Button>
            )}
            <Button type="primary" onClick={onClose}>
              Close
            </Button>
          </div>
        )
      }
    >
      {post && (
        <div className="pp-lib-modal" data-testid="library-view">
          {draft !== null && (
            // Enter saves, Escape (the dialog's) closes; an empty title goes back to the post's first line.
            <form className="pp-lib-rename" onSubmit={(e) => void rename(e)} aria-label="Rename post">
              <label className="pp-lib-rename__field">
                <span>Title</span>
                <input
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  maxLength={TITLE_MAX_CHARS}
                  dir="auto"
                  autoFocus
                  placeholder="Empty: the post's first line"
                />
              </label>
              <Button htmlType="submit" type="primary" loading={saving}>
                Save title
              </Button>
              <Button onClick={() => setDraft(null)} disabled={saving}>
                Cancel
              </Button>
            </form>
          )}
          <p className="pp-lib-modal__meta">
            <Tag color={STATUS_COLOR[post.status]}>{STATUS_LABEL[post.status]}</Tag>
            <Tag>{TYPE_LABEL[post.content_type]}</Tag>
            <span>
              {scheduledLabel(post.status === 'scheduled' ? post.scheduled_time : null, zone) ??
                (post.published_at ? `Published ${formatDateInZone(post.published_at, zone)}` : `Created ${formatDateInZone(post.created_at, zone)}`)}
            </span>
            {post.linkedin_url && (
              <a href={post.linkedin_url} target="_blank" rel="noreferrer">
                View on LinkedIn
              </a>
            )}
          </p>
          <LinkedInPreview text={post.content} limit={CONTENT_MAX_CHARS[post.content_type]} device={onPhone() ? 'mobile' : 'desktop'} />
        </div>
      )}
    </Modal>
  );
}

/** A phone-sized window first shows the phone width of the preview. */
function onPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 600px)').matches;
}
