import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Headers on every response. The CSP admits this origin plus the origin of every remote configured with an
 * absolute REMOTE_<AREA>_URL, so moving an area to a CDN is a config change, not a code change.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': buildCsp(config),
  };
  if (config.isProduction && config.publicUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

/** The Content-Security-Policy value for a configuration. */
export function buildCsp(config: Pick<Config, 'remotes' | 'isProduction'>): string {
  const remotes = remoteOrigins(config.remotes);
  // `pnpm dev` serves remotes from rspack dev servers whose live reload talks over WebSocket.
  const devSockets = config.isProduction ? [] : remotes.map((o) => o.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // antd's CSS-in-JS injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Every picture is ours (the viral library's media and avatars are drawn by the server), never a third party's.
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...remotes, ...devSockets],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    // LinkedIn and Stripe are reached by navigation, which form-action does not govern.
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Distinct origins of the remotes given as absolute URLs (relative ones are same-origin already). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = Object.values(remotes)
    .filter((url) => /^https?:\/\//i.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
