import { useEffect, useState } from 'react';
import type { RemotesConfig } from 'shared/contracts';
import { loadRemotesConfig, remotesConfigNow } from 'shared/platform';

/**
 * The platform document (which integrations run on their sandbox, the configured model) for a screen: null until
 * loaded or when it cannot be read. Every caller shares the page's one load (shared/platform); when the document is
 * already at hand (inlined in the page), the first render has it, so nothing on the screen changes once it paints.
 */
export function useRemotesConfig(): RemotesConfig | null {
  const [config, setConfig] = useState<RemotesConfig | null>(remotesConfigNow);
  useEffect(() => {
    if (config) return;
    let live = true;
    loadRemotesConfig().then(
      (c) => live && setConfig(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

export type SandboxService = keyof RemotesConfig['sandbox'];

const TITLES: Record<SandboxService, string> = {
  linkedin: 'Local LinkedIn sandbox: no real LinkedIn account is used',
  payments: 'Local payments sandbox: no real card is charged',
  mail: 'Local outbox: no e-mail leaves this server',
  llm: 'Offline writer: no AI model is connected',
};

/** The one 'Sandbox' badge: this integration is the local stand-in, not the real service. */
export function SandboxBadge({ service }: { service: SandboxService }) {
  return (
    <span className="pp-kit-sandbox" title={TITLES[service]}>
      Sandbox
    </span>
  );
}
