import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from 'shared/api';
import { authState } from 'shared/auth';
import { toast } from 'shared/bus';
import { Button, WarningOutlined, type AreaProps } from 'shared/ui';
import { RESEND_A, resendFailureA } from '../lib/resend-messages';

/** Slim banner above the content for a signed-in member whose address is unconfirmed (host slot `email-banner`). */
export function EmailBanner(_props: AreaProps) {
  const auth = useSnapshot(authState);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const user = auth.user;
  if (!user || user.email_confirmed_at) return null;

  async function resend() {
    if (!user) return;
    setBusy(true);
    try {
      await api.resendConfirmation(user.email);
      setSent(true);
      toast.success(RESEND_A.success);
    } catch (e) {
      toast.error(resendFailureA(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pp-banner" role="status" data-testid="email-banner">
      <WarningOutlined />
      <span className="pp-banner__text">
        Please confirm your email address ({user.email}). Check your inbox for the confirmation link.
      </span>
      <Button size="small" onClick={resend} loading={busy} disabled={sent}>
        {sent ? 'Sent' : 'Resend'}
      </Button>
    </div>
  );
}
