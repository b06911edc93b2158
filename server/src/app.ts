import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AreaManifest } from './areas/types';
import type { AppContext } from './context';
import { registerAuthGuard } from './platform/auth-guard';
import { registerCompression } from './platform/compression';
import { registerDocs } from './platform/docs';
import { registerHealthRoute } from './platform/health';
import { registerCrossSiteGuard } from './platform/cross-site';
import { type ApiInstance, createNotFoundHandler, edgeErrorOptions, MAX_HEADER_BYTES, registerErrorHandler, registerJsonParser, registerUrlLimit } from './platform/http';
import { registerInputGuard } from './platform/input-guard';
import { registerRemotesRoute } from './platform/remotes';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerStatic } from './platform/static';
import { registerSandboxes } from './sandbox/index';


export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  /** The composition root's context (context.ts): config, database, integrations, sandboxes. */
  ctx: AppContext;
  /** The areas to mount (areas/index.ts; tests may mount fewer). */
  areas: AreaManifest[];
}

/**
 * The whole HTTP server, not yet listening: platform plumbing, every area under /api, the sandboxes, the built
 * front ends. The caller owns the database and the context (creates, migrates and closes them).
 */
export async function buildApp({ ctx, areas }: BuildAppOptions): Promise<ApiInstance> {
  const { config } = ctx;
  const app = Fastify({
    loggerInstance: ctx.log,
    bodyLimit: BODY_LIMIT_BYTES,
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // Fastify accepts a hop count here (proxy-addr semantics) although its types omit numbers.
    trustProxy: config.trustProxy as boolean | string,
    ...edgeErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, config);
  registerJsonParser(app);
  registerErrorHandler(app);
  registerUrlLimit(app);
  registerCrossSiteGuard(app, config);
  registerInputGuard(app);
  registerAuthGuard(app);
  await registerCompression(app);
  await registerDocs(app, config);

  await app.register(
    async (api) => {
      registerHealthRoute(api, ctx);
      for (const area of areas) {
        if (area.routes) await api.register(async (scope) => area.routes!(scope, ctx));
      }
    },
    { prefix: '/api' },
  );
  registerRemotesRoute(app, config);
  await registerSandboxes(app, ctx.sandboxes);
  // Server-side calls to the sandboxes (LinkedIn token exchange, Stripe) now reach this app without a socket.
  ctx.sandboxFetch.bind(app);

  const spaFallback = await registerStatic(app, config);
  app.setNotFoundHandler(createNotFoundHandler(spaFallback));
  return app;
}
