import { useState } from 'react';
import { api, errorDetail } from 'shared/api';
import { rememberLinkedInReturn } from 'shared/auth';
import { toast } from 'shared/bus';
import { Button, LinkedinFilled, Modal, SandboxBadge, useRemotesConfig } from 'shared/ui';

/** 'Connect LinkedIn Account' (SPEC.md §2): starts the connection (the sandbox consent page in local mode). */
export function ConnectModal({
  open,
  onClose,
  reconnect = false,
  onLeave,
}: {
  open: boolean;
  onClose: () => void;
  reconnect?: boolean;
  /** Called just before the page leaves for LinkedIn (the Scheduler keeps its unsent draft). */
  onLeave?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const sandbox = useRemotesConfig()?.sandbox.linkedin ?? false;
  const connect = async () => {
    setBusy(true);
    try {
      const r = await api.linkedinUrl('connect');
      if (!r?.auth_url) throw new Error('Failed to get LinkedIn authorization URL');
      rememberLinkedInReturn(window.location.pathname + window.location.search);
      onLeave?.();
      window.location.href = r.auth_url;
    } catch (e) {
      toast.error(`Error connecting to LinkedIn: ${errorDetail(e, 'Failed to get LinkedIn authorization URL')}`);
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={reconnect ? 'Reconnect LinkedIn Account' : 'Connect LinkedIn Account'}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Not now
        </Button>,
        <Button key="connect" type="primary" icon={<LinkedinFilled />} loading={busy} onClick={connect}>
          {reconnect ? 'Reconnect LinkedIn' : 'Connect LinkedIn'}
        </Button>,
      ]}
    >
      <p>
        To publish scheduled posts, PostPilot needs permission to post on LinkedIn for you. LinkedIn keeps the permission for 60 days; reconnecting
        keeps every scheduled post.
      </p>
      <p className="pp-sch__muted">
        You will come back here once LinkedIn confirms.{' '}
        {sandbox ? (
          <>
            This server uses the local LinkedIn sandbox <SandboxBadge service="linkedin" />
          </>
        ) : null}
      </p>
    </Modal>
  );
}
