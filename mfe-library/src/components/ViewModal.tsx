import type { LibraryPost } from 'shared/contracts';
import { Button, CalendarOutlined, CopyOutlined, EditOutlined, LinkedInPreview, Modal, Tag } from 'shared/ui';
import { formatDateInZone } from 'shared/constants';
import { CONTENT_MAX_CHARS } from 'shared/contracts';
import { STATUS_COLOR, STATUS_LABEL, TYPE_LABEL, scheduledLabel } from '../lib/model';
import { useMemberZone } from '../lib/zone';

/** A post opened from the library: the LinkedIn preview (fold, phone and desktop widths) and what can be done with it. */
export function ViewModal({
  post,
  onClose,
  onCopy,
  onEdit,
  onSchedule,
}: {
  post: LibraryPost | null;
  onClose: () => void;
  onCopy: (post: LibraryPost) => void;
  onEdit: (post: LibraryPost) => void;
  onSchedule: (post: LibraryPost) => void;
}) {
  const zone = useMemberZone();
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
            <Button icon={<EditOutlined />} onClick={() => onEdit(post)}>
              Edit
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
