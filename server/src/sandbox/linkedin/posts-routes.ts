import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromLittleText } from '../../integrations/linkedin/little-text';
import type { Db } from '../../platform/db';
import { escapeHtml } from './consent-page';
import type { SandboxProvider } from './provider';
import type { SandboxLinkedInFaultsTable } from './posts-tables';

const hidden = { schema: { hide: true } };
/** LinkedIn keeps each monthly version for about a year. */
const SUPPORTED_VERSION_MONTHS = 12;
/** A 'hang' answers nothing for this long (then the request is dropped), so nothing waits forever in-process. */
const HANG_MS = 120_000;

/**
 * The Posts API of the LinkedIn sandbox: `POST /rest/posts` with LinkedIn's headers and body checked, the
 * commentary read as LinkedIn reads little text, duplicates refused with 422; `GET /rest/posts?q=author` lists
 * the token's own member's posts (another author: 403). `/_sandbox/faults` injects failures (401, 422 duplicate, 429, 500, a hang, a delay)
 * for tests and the benchmark; they live in the database, so every process serving the sandbox sees them.
 */
export function registerPostsSandbox(scope: FastifyInstance, provider: SandboxProvider, db: Db): void {
  scope.post('/rest/posts', hidden, async (request, reply) => {
    const headerProblem = checkHeaders(request.headers, new Date());
    if (headerProblem) return error(reply, headerProblem.status, headerProblem.message, headerProblem.code);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? await provider.introspect(token) : null;
    if (!grant) return error(reply, 401, 'Invalid access token', 'INVALID_ACCESS_TOKEN');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const author = `urn:li:person:${grant.sub}`;
    if (!grant.scopes.includes('w_member_social') || body.author !== author) {
      return error(reply, 403, 'Not enough permissions to access: partnerApiPostsExternal.CREATE.20261001', 'ACCESS_DENIED');
    }
    const invalid = checkBody(body);
    if (invalid) return error(reply, 422, invalid, 'UNPROCESSABLE_ENTITY');

    const fault = await takeFault(db, author);
    if (fault?.kind === 'delay' && fault.delay_ms > 0) await sleep(fault.delay_ms);
    if (fault?.kind === 'status') {
      if (fault.retry_after) reply.header('retry-after', String(fault.retry_after));
      return error(reply, fault.status ?? 500, fault.message ?? defaultFaultMessage(fault.status ?? 500), fault.code ?? undefined);
    }
    const commentary = String(body.commentary);
    const sha = createHash('sha256').update(commentary).digest('hex');
    const duplicate = await db
      .selectFrom('sandbox_linkedin_posts')
      .select('id')
      .where('author', '=', author)
      .where('commentary_sha256', '=', sha)
      .where('commentary', '=', commentary)
      .executeTakeFirst();
    if (duplicate) return error(reply, 422, `Content is a duplicate of ${duplicate.id}`, 'DUPLICATE_POST');

    const reading = fromLittleText(commentary);
    const id = `urn:li:share:${BigInt(`0x${randomBytes(7).toString('hex')}`).toString().padStart(19, '7')}`;
    await db
      .insertInto('sandbox_linkedin_posts')
      .values({
        id,
        author,
        commentary,
        commentary_sha256: sha,
        shown_text: reading.text,
        truncated: reading.truncated ? 1 : 0,
        body: JSON.stringify(body),
        created_at: new Date().toISOString(),
      })
      .execute();
    if (fault?.kind === 'hang') {
      await sleep(fault.delay_ms > 0 ? fault.delay_ms : HANG_MS);
      // Never answered: the connection drops, and the caller cannot know the post exists.
      reply.hijack();
      reply.raw.destroy();
      return reply;
    }
    return reply.code(201).header('x-restli-id', id).header('x-linkedin-id', id).send('');
  });

  scope.get('/rest/posts', hidden, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const headerProblem = checkHeaders(request.headers, new Date());
    if (headerProblem) return error(reply, headerProblem.status, headerProblem.message, headerProblem.code);
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? await provider.introspect(token) : null;
    if (!grant) return error(reply, 401, 'Invalid access token', 'INVALID_ACCESS_TOKEN');
    if (query.q !== 'author' || !query.author) return error(reply, 400, 'Query parameters q=author and author are required', 'ILLEGAL_ARGUMENT');
    // LinkedIn lists a member's posts to that member's own token only: another author is 403, as for POST.
    if (query.author !== `urn:li:person:${grant.sub}`) {
      return error(reply, 403, 'Not enough permissions to access: partnerApiPostsExternal.FINDER-author.20261001', 'ACCESS_DENIED');
    }
    const count = Math.min(Math.max(Number(query.count) || 10, 1), 100);
    const start = Math.max(Number(query.start) || 0, 0);
    const rows = await db
      .selectFrom('sandbox_linkedin_posts')
      .selectAll()
      .where('author', '=', query.author)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
      .offset(start)
      .execute();
    const total = await db.selectFrom('sandbox_linkedin_posts').select((eb) => eb.fn.countAll<string | number>().as('n')).where('author', '=', query.author).executeTakeFirstOrThrow();
    return {
      elements: rows.map((row) => ({
        ...(JSON.parse(row.body) as Record<string, unknown>),
        id: row.id,
        createdAt: Date.parse(row.created_at),
        publishedAt: Date.parse(row.created_at),
        lastModifiedAt: Date.parse(row.created_at),
      })),
      paging: { start, count, total: Number(total.n), links: [] },
    };
  });

  // What a member in local mode sees behind a post's link: the text exactly as LinkedIn would show it.
  scope.get('/feed/update/:urn', hidden, async (request, reply) => {
    const { urn } = request.params as { urn: string };
    const row = await db.selectFrom('sandbox_linkedin_posts').selectAll().where('id', '=', urn).executeTakeFirst();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) return reply.code(404).send(feedPage('Post not found', '<p>The LinkedIn sandbox holds no post with this id.</p>'));
    const body = `<article class="post"><p class="meta">${escapeHtml(row.author)} · ${escapeHtml(new Date(row.created_at).toUTCString())}</p>
<div class="text" data-testid="sandbox-post-text">${escapeHtml(row.shown_text)}</div>
${row.truncated ? '<p class="warn">LinkedIn cut this post at an unescaped reserved character.</p>' : ''}</article>`;
    return reply.send(feedPage('LinkedIn sandbox post', body));
  });

  scope.post('/_sandbox/faults', hidden, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const kind = body.hang ? 'hang' : typeof body.status === 'number' ? 'status' : typeof body.delay_ms === 'number' ? 'delay' : null;
    if (!kind) return reply.code(400).send({ detail: 'Give status (e.g. 429), hang: true, or delay_ms' });
    const row = {
      id: randomUUID(),
      author: typeof body.author === 'string' ? body.author : null,
      kind,
      status: typeof body.status === 'number' ? body.status : null,
      code: typeof body.code === 'string' ? body.code : body.status === 422 ? 'DUPLICATE_POST' : null,
      message: typeof body.message === 'string' ? body.message : null,
      delay_ms: typeof body.delay_ms === 'number' ? body.delay_ms : 0,
      retry_after: typeof body.retry_after === 'number' ? body.retry_after : null,
      remaining: typeof body.count === 'number' ? body.count : 1,
      created_at: new Date().toISOString(),
    } satisfies SandboxLinkedInFaultsTable;
    await db.insertInto('sandbox_linkedin_faults').values(row).execute();
    return reply.code(201).send({ id: row.id });
  });

  scope.delete('/_sandbox/faults', hidden, async () => {
    await db.deleteFrom('sandbox_linkedin_faults').execute();
    return { ok: true };
  });
}

function checkHeaders(headers: Record<string, string | string[] | undefined>, now: Date): { status: number; message: string; code?: string } | null {
  if (headers['x-restli-protocol-version'] !== '2.0.0') {
    return { status: 400, message: 'X-Restli-Protocol-Version 2.0.0 is required', code: 'ILLEGAL_ARGUMENT' };
  }
  const version = String(headers['linkedin-version'] ?? '');
  const match = /^(\d{4})(\d{2})(?:\.\d{2})?$/.exec(version);
  if (!match) return { status: 400, message: 'A LinkedIn-Version header in the form YYYYMM is required', code: 'VERSION_MISSING' };
  const months = now.getUTCFullYear() * 12 + now.getUTCMonth() - (Number(match[1]) * 12 + Number(match[2]) - 1);
  if (months < 0 || months > SUPPORTED_VERSION_MONTHS) {
    return { status: 426, message: `Requested version ${version} is not active`, code: 'NONEXISTENT_VERSION' };
  }
  return null;
}

function checkBody(body: Record<string, unknown>): string | null {
  if (typeof body.commentary !== 'string') return '/commentary :: field is required but not found';
  if (fromLittleText(body.commentary).text.length > 3000) return '/commentary :: length must be less than 3000';
  if (body.visibility !== 'PUBLIC' && body.visibility !== 'CONNECTIONS') return '/visibility :: field is required but not found';
  if (body.lifecycleState !== 'PUBLISHED') return '/lifecycleState :: field is required but not found';
  const distribution = body.distribution as Record<string, unknown> | undefined;
  if (!distribution || distribution.feedDistribution !== 'MAIN_FEED') return '/distribution/feedDistribution :: field is required but not found';
  return null;
}

/** The oldest fault for this author (or anyone) still in force, counted down atomically. */
async function takeFault(db: Db, author: string): Promise<SandboxLinkedInFaultsTable | null> {
  for (let tries = 0; tries < 5; tries += 1) {
    const fault = await db
      .selectFrom('sandbox_linkedin_faults')
      .selectAll()
      .where((eb) => eb.or([eb('author', 'is', null), eb('author', '=', author)]))
      .where('remaining', '!=', 0)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    if (!fault) return null;
    if (fault.remaining < 0) return fault;
    const taken = await db
      .updateTable('sandbox_linkedin_faults')
      .set({ remaining: fault.remaining - 1 })
      .where('id', '=', fault.id)
      .where('remaining', '=', fault.remaining)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return fault;
  }
  return null;
}

function defaultFaultMessage(status: number): string {
  if (status === 401) return 'The token used in the request has expired';
  if (status === 429) return 'Resource level throttle limit for calls to this resource is reached';
  if (status === 422) return 'Content is a duplicate';
  return 'Internal Server Error';
}

function error(reply: FastifyReply, status: number, message: string, code?: string) {
  return reply.code(status).send({ status, message, ...(code ? { code, serviceErrorCode: code === 'DUPLICATE_POST' ? 100 : 0 } : {}) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function feedPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body { margin: 0; background: #f4f2ee; font: 14px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; color: #191919; }
header { background: #fff; border-bottom: 1px solid #e0dfdc; padding: 12px 16px; font-weight: 600; }
header span { color: #0a66c2; } main { max-width: 555px; margin: 24px auto; padding: 0 12px; }
.post { background: #fff; border: 1px solid #e0dfdc; border-radius: 8px; padding: 16px; }
.meta { margin: 0 0 10px; color: #666; font-size: 12px; overflow-wrap: anywhere; } .text { white-space: pre-wrap; overflow-wrap: anywhere; }
.warn { color: #b42318; }
</style></head><body><header><span>in</span> LinkedIn sandbox · what LinkedIn shows</header><main><h1 style="font-size:16px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

