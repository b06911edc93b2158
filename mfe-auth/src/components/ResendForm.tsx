import { useState } from 'react';
import { api } from 'shared/api';
import { toast } from 'shared/bus';
import { EMPTY_EMAIL_MESSAGE } from 'shared/constants';
import { RESEND_A, resendFailureA } from '../lib/resend-messages';
import { Button, EmailInput, InlineMessage } from './controls';

/**
 * Sending a new confirmation link: the busy flag, the inline result and the toasts. `failure` is the inline text
 * of an error; `failureToast` the toast's, when it differs (the login panel).
 */
export function useResend({ success, failure, failureToast = failure }: { success: string; failure: (e: unknown) => string; failureToast?: (e: unknown) => string }) {
  const [busy, setBusy] = useState(false);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  async function resend(address: string) {
    setBusy(true);
    setMsg(null);
    try {
      await api.resendConfirmation(address);
      setMsg({ ok: true, text: success });
      toast.success(success);
    } catch (e) {
      setMsg({ ok: false, text: failure(e) });
      toast.error(failureToast(e));
    } finally {
      setBusy(false);
    }
  }
  return { busy, msg, setMsg, resend };
}

/** Resend-confirmation form (variant A messages): e-mail field and a button disabled without an address. */
export function ResendForm({ initialEmail = '', buttonLabel = 'Resend verification email' }: { initialEmail?: string; buttonLabel?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const { busy, msg, setMsg, resend } = useResend({ success: RESEND_A.success, failure: resendFailureA });

  async function send() {
    const address = email.trim();
    if (!address) {
      setMsg({ ok: false, text: EMPTY_EMAIL_MESSAGE });
      return;
    }
    await resend(address);
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor="resend-email" className="pp-field__label" style={{ display: 'block' }}>Email address</label>
      <EmailInput
        id="resend-email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onKeyDown={(e) => {
          // The button is disabled while the field is empty, which also blocks Enter: answer it here.
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void send();
        }}
      />
      <Button primary submit loading={busy} disabled={!email.trim()} style={{ marginTop: 10 }}>
        {buttonLabel}
      </Button>
      {msg && <InlineMessage ok={msg.ok}>{msg.text}</InlineMessage>}
    </form>
  );
}
