import { useState } from 'react';
import { Button, LinkedinFilled, SandboxBadge, useRemotesConfig } from 'shared/ui';
import { startLinkedIn } from '../lib/linkedin-start';

/** 'Continue with LinkedIn': asks the server for the authorization URL and leaves for it. */
export function LinkedInButton() {
  const sandbox = useRemotesConfig()?.sandbox.linkedin ?? false;
  const [busy, setBusy] = useState(false);
  return (
    <Button
      block
      size="large"
      className="pp-li-btn"
      icon={<LinkedinFilled />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        const left = await startLinkedIn('login');
        if (!left) setBusy(false);
      }}
    >
      Continue with LinkedIn{sandbox && <SandboxBadge service="linkedin" />}
    </Button>
  );
}
