import { useEffect, useState } from 'react';
import { api, errorDetail } from 'shared/api';
import type { ChatSessionSummary } from 'shared/contracts';
import { Alert, Button, Modal, PlusOutlined, Skeleton, Tag, formatDate } from 'shared/ui';

type Load = { status: 'loading' } | { status: 'error'; detail: string } | { status: 'ready'; sessions: ChatSessionSummary[] };

/** The member's earlier conversations with LinkedIn GPT: reopen one, or start a new chat. */
export function EarlierChats({
  open,
  current,
  disabled,
  onClose,
  onOpen,
  onNew,
}: {
  open: boolean;
  current: string | null;
  disabled: boolean;
  onClose: () => void;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ status: 'loading' });
    api
      .chatSessions()
      .then((r) => live && setLoad({ status: 'ready', sessions: r.sessions }))
      .catch((error) => live && setLoad({ status: 'error', detail: errorDetail(error, 'Failed to load your chats') }));
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Earlier chats"
      footer={
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
          New chat
        </Button>
      }
      destroyOnHidden
    >
      {disabled && <p className="pp-gen__chats-note">A reply is being written: wait for it to finish to switch chats.</p>}
      {load.status === 'loading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {load.status === 'error' && <Alert type="error" showIcon message={load.detail} />}
      {load.status === 'ready' &&
        (load.sessions.length === 0 ? (
          <p className="pp-gen__chats-note">No earlier chats yet. Your conversations are kept here.</p>
        ) : (
          <ul className="pp-gen__chats" data-testid="earlier-chats-list">
            {load.sessions.map((s) => (
              <li key={s.session_id}>
                <button type="button" className="pp-gen__chat" onClick={() => onOpen(s.session_id)} disabled={disabled} aria-current={s.session_id === current ? 'true' : undefined}>
                  <span className="pp-gen__chat-topic">{s.topic}</span>
                  <span className="pp-gen__chat-meta">
                    {formatDate(s.updated_at)}
                    {s.template_name && <Tag style={{ marginInlineEnd: 0, marginInlineStart: 6 }}>{s.template_name}</Tag>}
                    {s.session_id === current && <span className="pp-gen__chat-current"> · Open now</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </Modal>
  );
}
