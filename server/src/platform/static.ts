import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { AREAS } from 'shared/constants';
import type { Config } from './config';
import type { NotFoundFallback } from './http';
import { PageBuilder } from './page-html';
import { sendPage } from './page-response';
import { remotesDocument } from './remotes';

/** Files whose name carries a content hash (`main.3f9a2c1d.js`) never change, so browsers may keep them. */
const HASHED_FILE = /\.[0-9a-f]{8,}\./i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything unhashed is revalidated (ETag) on each use, so a redeployed remote is picked up at once. */
const REVALIDATE = 'no-cache';

/** Cache-Control for a served file name. */
export function cacheControlFor(fileName: string): string {
  return HASHED_FILE.test(path.basename(fileName)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built front ends: host/dist at /, each mfe-<area>/dist at /mfe/<area>/. Files are looked up per
 * request (wildcard routes), so rebuilding one remote while the server runs is picked up without a restart;
 * a folder that is missing just 404s. Returns the SPA fallback for the not-found handler.
 */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<NotFoundFallback> {
  const hostDist = path.join(config.staticRoot, 'host', 'dist');
  const folders = [
    { root: hostDist, prefix: '/' },
    ...AREAS.map((area) => ({ root: path.join(config.staticRoot, `mfe-${area}`, 'dist'), prefix: `/mfe/${area}/` })),
  ];

  const missing = folders.filter((f) => !existsSync(f.root)).map((f) => path.relative(config.staticRoot, f.root));
  if (missing.length > 0) {
    app.log.warn(`Not built yet, so their files answer 404 until built: ${missing.join(', ')} (under ${config.staticRoot})`);
  }

  // Remotes are fetched cross-origin when the host runs elsewhere (a CDN, pnpm dev).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/mfe/')) reply.header('access-control-allow-origin', '*');
  });

  // An encapsulated scope logging errors only: @fastify/static warns once more per missing root (the one
  // warning above says it better), and asset requests would flood the log.
  await app.register(
    async (scope) => {
      (scope as { log: FastifyBaseLogger }).log = scope.log.child({}, { level: 'error' });
      for (const [i, { root, prefix }] of folders.entries()) {
        await scope.register(fastifyStatic, {
          root,
          prefix,
          wildcard: true,
          decorateReply: i === 0,
          index: false,
          dotfiles: 'ignore',
          preCompressed: true,
          cacheControl: false,
          // preCompressed serves `<file>.br` / `<file>.gz` (made at build time) by Accept-Encoding; caches must key on it.
          setHeaders: (res, filePath) => {
            res.setHeader('cache-control', cacheControlFor(filePath));
            res.setHeader('vary', 'Accept-Encoding');
          },
        });
      }
    },
    { logLevel: 'error' },
  );

  const fallback = createSpaFallback(new PageBuilder(config.staticRoot, () => remotesDocument(config)));
  // `/` is a page like any other (the static root has no index file): the landing, prerendered, with the document.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!(await fallback(request, reply))) return reply.callNotFound();
      return reply;
    },
  });
  return fallback;
}

/** The session cookie the shell sets beside localStorage (shared/auth STORAGE_KEYS.cookie). */
const SESSION_COOKIE = /(?:^|;\s*)auth_token=[^;]/;

/**
 * The host owns client-side routes (/app/login, legacy /dashboard, ...): a browser navigation to any path
 * that is not an API call, a remote's file or an existing file gets the page (so does a client that accepts anything,
 * for a path that is not a file name) (index.html made for that route,
 * see page-html.ts) and the host routes it.
 */
function createSpaFallback(pages: PageBuilder): NotFoundFallback {
  return async (request, reply) => {
    if (!isPageNavigation(request)) return false;
    const page = await pages.build({
      pathname: request.url.split('?')[0],
      member: SESSION_COOKIE.test(request.headers.cookie ?? ''),
    });
    if (!page) {
      reply.code(404).send({ detail: 'The app is not built yet: run pnpm build, then reload' });
      return true;
    }
    await sendPage(request, reply, page.html, page.unknown ? 404 : 200);
    return true;
  };
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/mfe/')) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // A client that takes anything (curl, fetch, an uptime check, a link checker) gets the page for a route too, but
  // not for a missing file: a name with an extension (a script, an image) stays a JSON 404.
  return (accept === '' || accept.includes('*/*')) && !/\.[a-z0-9]+$/i.test(pathname);
}
