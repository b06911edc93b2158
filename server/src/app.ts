import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { areas as defaultAreas } from './areas/index';
import type { AppContext, AreaModule } from './areas/types';
import { registerAuthGuard } from './platform/auth-guard';
import { registerCompression } from './platform/compression';
import { registerDocs } from './platform/docs';
import { registerHealthRoute } from './platform/health';
import { type ApiInstance, createNotFoundHandler, registerErrorHandler, registerJsonParser } from './platform/http';
import { loggerOptions } from './platform/logger';
import { registerRemotesRoute } from './platform/remotes';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerStatic } from './platform/static';
import { registerSandboxes } from './sandbox/index';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions extends AppContext {
  /** Defaults to every area of areas/index.ts; tests may mount fewer. */
  areas?: AreaModule[];
}

/**
 * The whole HTTP server, not yet listening: platform plumbing, every area under /api, the built front ends.
 * The caller owns the database (creates, migrates and closes it).
 */
export async function buildApp({ config, db, areas = defaultAreas }: BuildAppOptions): Promise<ApiInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify accepts a hop count here (proxy-addr semantics) although its types omit numbers.
    trustProxy: config.trustProxy as boolean | string,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, config);
  registerJsonParser(app);
  registerErrorHandler(app);
  registerAuthGuard(app);
  await registerCompression(app);
  await registerDocs(app, config);

  const ctx: AppContext = { config, db };
  await app.register(
    async (api) => {
      registerHealthRoute(api, ctx);
      for (const area of areas) {
        await api.register(async (scope) => area.routes(scope, ctx));
      }
    },
    { prefix: '/api' },
  );
  registerRemotesRoute(app, config);
  await registerSandboxes(app, config);

  const spaFallback = await registerStatic(app, config);
  app.setNotFoundHandler(createNotFoundHandler(spaFallback));
  return app;
}
