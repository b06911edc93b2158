import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. `q=0` refuses a coding,
 * `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || accepts('x-gzip')) return 'gzip';
  return 'identity';
}

interface Variants {
  etag: string;
  identity: Buffer;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** The page HTML varies by route (not by visitor beyond the session cookie), so its compressed copies are cached. */
const MAX_CACHED_PAGES = 200;
const cache = new Map<string, Variants>();

function variantsOf(html: string): Variants {
  const etagBase = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  const hit = cache.get(etagBase);
  if (hit) return hit;
  if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
  const v: Variants = { etag: etagBase, identity: Buffer.from(html) };
  cache.set(etagBase, v);
  return v;
}

function compressed(v: Variants, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') {
    v.br ??= brotli(v.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } });
    return v.br;
  }
  v.gzip ??= gzip(v.identity, { level: 9 });
  return v.gzip;
}

/**
 * Sends page HTML compressed for the client (Content-Encoding, Vary), revalidated on every use (no-cache + a
 * strong ETag per encoding, 304 when it matches). `status` 404 is the shell's 'Page not found' for a path no route
 * names: the same page, so the browser shows it, but not a soft 404 for crawlers and link checkers.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, status: 200 | 404 = 200): Promise<void> {
  const v = variantsOf(html);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = `"${v.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Cookie')
    .header('etag', etag);
  const inm = request.headers['if-none-match'];
  if (status === 200 && inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    await reply.code(304).send();
    return;
  }
  if (encoding === 'identity') {
    await reply.send(v.identity);
    return;
  }
  reply.header('content-encoding', encoding);
  await reply.send(await compressed(v, encoding));
}
