import { useState } from 'react';
import { SandboxBadge, useRemotesConfig } from 'shared/kit';
import { Button, Icon } from './controls';
import { startLinkedIn } from '../lib/linkedin-start';

/** 'Continue with LinkedIn': asks the server for the authorization URL and leaves for it. */
export function LinkedInButton() {
  const sandbox = useRemotesConfig()?.sandbox.linkedin ?? false;
  const [busy, setBusy] = useState(false);
  return (
    <Button
      className="pp-li-btn"
      icon={<Icon name="linkedin" />}
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
