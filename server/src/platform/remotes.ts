import { RemotesConfig } from 'shared/contracts';
import type { Config } from './config';
import type { ApiInstance } from './http';

/** The `/remotes.json` document: where the host finds each area, and which integrations are sandboxed. */
export function remotesDocument(config: Config): RemotesConfig {
  return {
    remotes: { ...config.remotes },
    sandbox: { ...config.sandbox },
    // The model the generator actually calls (config resolves the default).
    llm_model: config.llm.model,
  };
}

/**
 * GET /remotes.json. The host fetches it at start and names no remote URL itself, so pointing an area at a
 * new build is a config change. Never cached: a redeploy must take effect on the next page load.
 */
export function registerRemotesRoute(app: ApiInstance, config: Config): void {
  const document = remotesDocument(config);
  app.get(
    '/remotes.json',
    { schema: { tags: ['platform'], summary: 'Where the host loads each area from', response: { 200: RemotesConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return document;
    },
  );
}
