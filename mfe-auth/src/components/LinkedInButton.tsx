import { useEffect, useState } from 'react';
import { Button, LinkedinFilled } from 'shared/ui';
import { loadSandboxFlags, startLinkedIn } from '../lib/linkedin-start';

/** 'Sandbox' badge: LinkedIn (or another integration) is the local stand-in, not the real service. */
export function SandboxBadge() {
  return <span className="pp-sandbox" title="Local LinkedIn sandbox: no real LinkedIn account is used">Sandbox</span>;
}

/** True once `/remotes.json` says the LinkedIn sandbox is in use. */
export function useLinkedInSandbox(): boolean {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let live = true;
    loadSandboxFlags().then((f) => live && setSandbox(f.linkedin));
    return () => {
      live = false;
    };
  }, []);
  return sandbox;
}

/** 'Continue with LinkedIn': asks the server for the authorization URL and leaves for it. */
export function LinkedInButton() {
  const sandbox = useLinkedInSandbox();
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
      Continue with LinkedIn{sandbox && <SandboxBadge />}
    </Button>
  );
}
