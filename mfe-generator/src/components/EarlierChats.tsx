import { useEffect, useState } from 'react';
import { api, errorDetail } from 'shared/api';
import type { ChatSessionSummary } from 'shared/contracts';
import { Alert, Button, ConfirmPopover, DeleteOutlined, Modal, PlusOutlined, Skeleton, Tag, toast } from 'shared/ui';
import { useSnapshot } from 'valtio';
import { authState } from 'shared/auth';
import { formatDateInZone, screenZone } from 'shared/constants';
import { chatTitle } from '../lib/chat';

function firstChatOrNew(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.pp-gen__chats .pp-gen__chat') ?? document.querySelector<HTMLElement>('[data-testid="earlier-chats-new"]');
}

type Load = { status: 'loading' } | { status: 'error'; detail: string } | { status: 'ready'; sessions: ChatSessionSummary[] };

/** The member's earlier conversations with LinkedIn GPT: reopen one, delete one (after a confirmation), or start a new chat. */
export function EarlierChats({
  open,
  current,
  disabled,
  onClose,
  onOpen,
  onNew,
  onDeleted,
}: {
  open: boolean;
  current: string | null;
  disabled: boolean;
  onClose: () => void;
  onOpen: (sessionId: string) => void;
  onNew: () => void;
  /** A chat was deleted (the chat on screen starts afresh when it was this one). */
  onDeleted: (sessionId: string) => void;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // Days in the member's saved zone, as the library and the Scheduler show them.
  const zone = screenZone(useSnapshot(authState).user?.timezone);
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

  async function remove(s: ChatSessionSummary) {
    try {
      await api.deleteChatSession(s.session_id);
      setLoad((l) => (l.status === 'ready' ? { status: 'ready', sessions: l.sessions.filter((x) => x.session_id !== s.session_id) } : l));
      onDeleted(s.session_id);
      toast.success('Chat deleted. Its posts stay in your content history.');
    } catch (error) {
      toast.error(errorDetail(error, 'Failed to delete the chat'));
    }
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Earlier chats"
      footer={
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="earlier-chats-new">
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
              <li key={s.session_id} className="pp-gen__chat-row">
                <button type="button" className="pp-gen__chat" onClick={() => onOpen(s.session_id)} disabled={disabled} aria-current={s.session_id === current ? 'true' : undefined}>
                  <span className="pp-gen__chat-topic" dir="auto">
                    {chatTitle(s.subject)}
                  </span>
                  <span className="pp-gen__chat-meta">
                    {formatDateInZone(s.updated_at, zone)}
                    {s.template_name && <Tag style={{ marginInlineEnd: 0, marginInlineStart: 6 }}>{s.template_name}</Tag>}
                    {s.session_id === current && <span className="pp-gen__chat-current"> · Open now</span>}
                  </span>
                </button>
                <ConfirmPopover
                  title="Delete this chat?"
                  description="Its messages are removed for good. The posts stay in your content history."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancel"
                  // Below the button, right-aligned: the list sits at the top of the screen, where 'top' had no room.
                  placement="bottomRight"
                  classNames={{ root: 'pp-gen__chat-confirm' }}
                  // A deleted chat's button is gone: the first chat left, else 'New chat', keeps the keyboard in the dialog.
                  fallbackFocus={firstChatOrNew}
                  onConfirm={() => remove(s)}
                >
                  <Button
                    className="pp-gen__chat-delete"
                    icon={<DeleteOutlined />}
                    aria-label={`Delete chat: ${chatTitle(s.subject)}`}
                    title="Delete chat"
                    disabled={disabled && s.session_id === current}
                  />
                </ConfirmPopover>
              </li>
            ))}
          </ul>
        ))}
    </Modal>
  );
}
