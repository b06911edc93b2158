import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { LibraryPost, PostsPage, SavePostResponse } from 'shared/contracts';
import { conflict } from '../../platform/errors';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createMember } from '../generator/test-support';
import { areas } from '../index';
import type { AreaManifest } from '../types';
import * as repo from './repository';
import { fillTitleSortKeys } from './migrations/20261201T090000_library_title_sort';
import { defaultTitle } from './service';
import { titleSortKey } from './title-sort';
import { StatementCounter } from '../../test/statement-counter';

type Member = Awaited<ReturnType<typeof createMember>>;

describeEachDb('content library', (dialect) => {
  let t: TestApp;
  /** What the stand-in scheduler was asked to cancel, and whether it refuses. */
  const cancelled: string[] = [];
  let schedulerRefuses = false;
  const schedulerStandIn: AreaManifest = {
    name: 'scheduler',
    on: {
      'library.post.unscheduled': async (e) => {
        if (schedulerRefuses) throw conflict('This post is being published right now');
        cancelled.push(e.scheduledPostId);
      },
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, areas: [...areas.filter((a) => a.name !== 'scheduler'), schedulerStandIn] });
  });
  afterAll(() => t.close());

  const req = (m: Member | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: m?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  async function save(m: Member, body: Record<string, unknown>) {
    const res = await req(m, 'POST', '/api/content/save', body);
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    return SavePostResponse.parse(res.json());
  }
  async function page(m: Member, query = '') {
    const res = await req(m, 'GET', `/api/content/posts${query}`);
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    return PostsPage.parse(res.json());
  }
  const schedule = (m: Member, libraryPostId: string, scheduledPostId = randomUUID(), scheduledTime = '2030-01-01T09:00:00.000Z') =>
    t.ctx.events.emit('scheduler.post.scheduled', { userId: m.userId, libraryPostId, scheduledPostId, scheduledTime }).then(() => scheduledPostId);

  it('creates with the first line as title, updates over the same post, lists, deletes', async () => {
    const m = await createMember(t.db);
    const post = await save(m, { content: '\n  Hiring is a sales job.  \nSecond line', source: 'chat' });
    expect(post).toMatchObject({ title: 'Hiring is a sales job.', content: 'Hiring is a sales job.  \nSecond line', status: 'draft', content_type: 'linkedin_post', source: 'chat' });
    expect(post.scheduled_post_id).toBeNull();
    expect(Object.keys(post).sort()).toEqual(
      ['already_saved', 'content', 'content_type', 'created_at', 'id', 'linkedin_url', 'publish_error', 'published_at', 'scheduled_post_id', 'scheduled_time', 'source', 'status', 'title', 'updated_at'],
    );
    // The title followed the first line, so it follows the new content; the source stays.
    const edited = await save(m, { id: post.id, content: 'A better hook\nand more', source: 'manual' });
    expect(edited).toMatchObject({ id: post.id, title: 'A better hook', source: 'chat', created_at: post.created_at });
    // A title of the member's own is kept when the content changes.
    await save(m, { id: post.id, content: 'A better hook\nand more', title: '  My   title ' });
    expect((await save(m, { id: post.id, content: 'Third version' })).title).toBe('My title');
    const list = await page(m);
    expect(list.posts.map((p) => p.id)).toEqual([post.id]);
    expect(list.total).toBe(1);
    expect((await req(m, 'GET', '/api/posts')).json().posts).toHaveLength(1);
    const del = await req(m, 'DELETE', `/api/posts/${post.id}`);
    expect([del.statusCode, del.json()]).toEqual([200, { success: true, message: 'Post deleted successfully' }]);
    expect((await page(m)).posts).toEqual([]);
    expect((await req(m, 'DELETE', `/api/posts/${post.id}`)).json()).toEqual({ detail: 'Post not found' });
  });

  it('an id of null creates, as no id does (a client that sends every field); an empty id is refused', async () => {
    const m = await createMember(t.db);
    const made = await save(m, { id: null, content: 'Made with a null id' });
    expect(made).toMatchObject({ title: 'Made with a null id', status: 'draft' });
    expect((await page(m)).posts.map((p) => p.id)).toEqual([made.id]);
    const empty = await req(m, 'POST', '/api/content/save', { id: '', content: 'x' });
    expect(empty.statusCode).toBe(400);
  });

  it("'Save to library' of a history item twice keeps one post; a text saved by hand twice is two", async () => {
    const m = await createMember(t.db);
    const first = await save(m, { content: 'From my history\nbody', source: 'history' });
    const again = await save(m, { content: '  From my history\nbody ', source: 'history' });
    expect(again.id).toBe(first.id);
    // The answer says which happened (the screens' toast: 'Already in My Content Library.').
    expect([first.already_saved, again.already_saved]).toEqual([false, true]);
    const typed = [await save(m, { content: 'Typed twice', source: 'manual' }), await save(m, { content: 'Typed twice', source: 'manual' })];
    expect(typed[1].id).not.toBe(typed[0].id);
    expect(typed.map((p) => p.already_saved)).toEqual([false, false]);
    expect((await page(m)).total).toBe(3);
    // Another member's identical history item is their own post.
    const other = await createMember(t.db);
    expect((await save(other, { content: 'From my history\nbody', source: 'history' })).id).not.toBe(first.id);
  });

  it("a chat reply saved twice at once (a double-click on 'Save') is one draft; also from history, and a history copy sent at the same time", async () => {
    const m = await createMember(t.db);
    const reply = 'A reply from the chat\nwith a body';
    const both = await Promise.all([save(m, { content: reply, source: 'chat' }), save(m, { content: reply, source: 'chat' })]);
    expect(both[1].id).toBe(both[0].id);
    // Saved again later from the chat, or from Content History (the same generated reply): still that draft.
    expect((await save(m, { content: reply, source: 'chat' })).id).toBe(both[0].id);
    expect((await save(m, { content: reply, source: 'history' })).id).toBe(both[0].id);
    const copies = await Promise.all(Array.from({ length: 12 }, () => save(m, { content: 'History at once', source: 'history' })));
    expect(new Set(copies.map((p) => p.id)).size).toBe(1);
    expect((await page(m)).total).toBe(2);
    // Edited in the library, it is another text: the reply saved again is a new draft.
    await save(m, { id: both[0].id, content: 'A reply from the chat\nedited by me' });
    expect((await save(m, { content: reply, source: 'chat' })).id).not.toBe(both[0].id);
  });

  it('strips bidi and zero-width controls from titles, as from names (an RTL override would make one read backwards)', async () => {
    const m = await createMember(t.db);
    const saved = await save(m, { content: 'Quarterly report', title: 'Invoice \u202Efdp.exe\u202C \u2066x\u2069\u200B\u200E\uFEFF' });
    expect(saved.title).toBe('Invoice fdp.exe x');
    const renamed = await req(m, 'PATCH', `/api/posts/${saved.id}`, { title: '\u202Egnp.evil' });
    expect(renamed.json()).toMatchObject({ title: 'gnp.evil' });
    // A title of nothing but controls is no title: the first line stands in, itself without them.
    const blank = await save(m, { content: '\u202EFirst line\u202C\nmore', title: '\u202E\u200B' });
    expect(blank.title).toBe('First line');
    // Joiners stay: emoji sequences and scripts need them.
    expect((await save(m, { content: 'x', title: 'Dev 👩\u200D💻 می\u200Cخواهم' })).title).toBe('Dev 👩\u200D💻 می\u200Cخواهم');
    expect((await page(m, '?q=gnp.evil')).posts.map((p) => p.id)).toEqual([saved.id]);
  });

  it('cuts a long first line at a word for the default title', () => {
    const long = `${'word '.repeat(30)}end`;
    const title = defaultTitle(long);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('word…')).toBe(true);
    expect(defaultTitle('   \n\n  Hello   there \n x')).toBe('Hello there');
  });

  it('filters by status, type and text; sorts by created, updated and title', async () => {
    const m = await createMember(t.db);
    const a = await save(m, { content: 'banana bread recipe', content_type: 'caption' });
    const b = await save(m, { content: 'Apple pie and 100% honest_takes', content_type: 'article' });
    const c = await save(m, { content: 'cherry on top' });
    await req(m, 'PATCH', `/api/posts/${b.id}`, { status: 'published' });
    await save(m, { id: a.id, content: 'banana bread recipe, v2' });
    // Distinct times (saves in one millisecond would tie and fall back to the id order).
    const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s)).toISOString();
    for (const [id, created, updated] of [[a.id, 1, 9], [b.id, 2, 8], [c.id, 3, 7]] as const) {
      await t.db.updateTable('library_posts').set({ created_at: at(created), updated_at: at(updated) }).where('id', '=', id).execute();
    }
    const ids = async (q: string) => (await page(m, q)).posts.map((p) => p.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=updated')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?sort=title')).toEqual([b.id, a.id, c.id]);
    expect(await ids('?status=published')).toEqual([b.id]);
    expect(await ids('?status=draft&sort=title')).toEqual([a.id, c.id]);
    expect(await ids('?content_type=caption')).toEqual([a.id]);
    expect(await ids('?q=CHERRY')).toEqual([c.id]);
    // Words in any order, each in the title or the content.
    expect(await ids('?q=pie%20apple')).toEqual([b.id]);
    expect(await ids('?q=%20top%20%20cherry%20')).toEqual([c.id]);
    expect(await ids('?q=cherry%20apple')).toEqual([]);
    expect(await ids('?q=100%25')).toEqual([b.id]);
    expect(await ids('?q=_')).toEqual([b.id]);
    expect(await ids('?q=bread&content_type=article')).toEqual([]);
  });

  it("finds a word in any script and case in the content, as in the title: 'école' finds 'École', 'привет' 'Привет' (SQLite's own lower() folds A-Z only)", async () => {
    const m = await createMember(t.db);
    const p = await save(m, { title: 'Notes', content: 'Rentrée à l’École de Paris\nПривет, мир! ÜBER alles' });
    const ids = async (q: string) => (await page(m, `?q=${encodeURIComponent(q)}`)).posts.map((x) => x.id);
    for (const q of ['école', 'ÉCOLE', 'Привет', 'привет', 'МИР', 'über', 'rentrée paris']) expect([q, await ids(q)]).toEqual([q, [p.id]]);
    expect(await ids('привет зебра')).toEqual([]);
  });

  it("reads an empty filter as none: '?status=' (a client's 'All'), '?content_type=', '?sort=' list everything, newest first", async () => {
    const m = await createMember(t.db);
    const a = await save(m, { content: 'a draft', content_type: 'caption' });
    const b = await save(m, { content: 'b published' });
    await req(m, 'PATCH', `/api/posts/${b.id}`, { status: 'published' });
    await t.db.updateTable('library_posts').set({ created_at: new Date(Date.UTC(2030, 0, 1)).toISOString() }).where('id', '=', a.id).execute();
    await t.db.updateTable('library_posts').set({ created_at: new Date(Date.UTC(2030, 0, 2)).toISOString() }).where('id', '=', b.id).execute();
    for (const q of ['?status=', '?content_type=', '?sort=', '?status=&content_type=&sort=&q=']) {
      const got = await page(m, q);
      expect([q, got.posts.map((p) => p.id), got.total]).toEqual([q, [b.id, a.id], 2]);
    }
    expect((await page(m, '?status=&content_type=caption')).posts.map((p) => p.id)).toEqual([a.id]);
  });

  it('pages with a cursor without repeats or gaps, in every sort, while titles and dates tie', async () => {
    const m = await createMember(t.db);
    const made: string[] = [];
    for (let i = 0; i < 23; i++) made.push((await save(m, { content: `Same title\nbody ${i}`, title: i % 2 ? 'Same' : `T ${i % 5}` })).id);
    // Ties on the sort column: every post has one created_at.
    await t.db.updateTable('library_posts').set({ created_at: '2030-01-01T00:00:00.000Z' }).where('user_id', '=', m.userId).execute();
    for (const sort of ['created', 'updated', 'title']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const p: PostsPage = await page(m, `?sort=${sort}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(p.total).toBe(23);
        seen.push(...p.posts.map((x) => x.id));
        cursor = p.next_cursor;
        pages += 1;
      } while (cursor);
      expect([sort, pages, seen.length, new Set(seen).size]).toEqual([sort, 5, 23, 23]);
      expect(new Set(seen)).toEqual(new Set(made));
    }
    const exact = await page(m, '?limit=23');
    expect(exact.next_cursor).toBeNull();
    // The last post deleted between two pages: the next page is empty and still says how many there are.
    const almost = await page(m, '?limit=22');
    const rest = made.filter((id) => !almost.posts.some((p) => p.id === id));
    expect(rest).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${rest[0]}`, headers: m.headers })).statusCode).toBe(200);
    const beyond = await page(m, `?limit=22&cursor=${encodeURIComponent(almost.next_cursor!)}`);
    expect([beyond.posts, beyond.total, beyond.next_cursor]).toEqual([[], 22, null]);
    // A cursor belongs to its sort: another sort's would page from the wrong place.
    const other = await t.app.inject({ method: 'GET', url: `/api/content/posts?sort=title&limit=5&cursor=${encodeURIComponent(almost.next_cursor!)}`, headers: m.headers });
    expect([other.statusCode, other.json()]).toEqual([400, { detail: 'Cursor is not valid: pass the next_cursor of the previous page' }]);
  });

  it('GET /api/posts never drops posts silently: 600 posts come as 500 then 100, following next_cursor, with the total', async () => {
    const m = await createMember(t.db);
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 600 }, (_, i) => {
      const at = new Date(base + Math.floor(i / 3) * 60_000).toISOString(); // three posts per minute: ties in updated_at
      const title = `Post ${i}`;
      return {
        id: randomUUID(), user_id: m.userId, title, title_key: title.toLowerCase(), title_sort: titleSortKey(title), content: `Text ${i}`,
        status: 'draft' as const, content_type: 'linkedin_post' as const, source: 'manual' as const, scheduled_post_id: null, scheduled_time: null,
        publish_error: null, published_at: null, linkedin_url: null, created_at: at, updated_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 100) await t.db.insertInto('library_posts').values(rows.slice(i, i + 100)).execute();
    const all = async (query = '') => {
      const res = await req(m, 'GET', `/api/posts${query}`);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, expect.stringContaining('application/json')]);
      return res.json() as { posts: LibraryPost[]; next_cursor: string | null; total: number };
    };
    const first = await all();
    expect([first.posts.length, first.total, typeof first.next_cursor]).toEqual([500, 600, 'string']);
    const second = await all(`?cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect([second.posts.length, second.total, second.next_cursor]).toEqual([100, 600, null]);
    const ids = [...first.posts, ...second.posts].map((p) => p.id);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
    // Most recently changed first, across the pages.
    const times = [...first.posts, ...second.posts].map((p) => p.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    // A smaller page for a client that wants one; out-of-range limits and forged cursors are 400 with a sentence.
    const small = await all('?limit=7');
    expect([small.posts.length, small.total]).toEqual([7, 600]);
    for (const query of ['?limit=0', '?limit=501', '?limit=abc', '?cursor=nope']) {
      const res = await req(m, 'GET', `/api/posts${query}`);
      expect([query, res.statusCode, typeof res.json().detail]).toEqual([query, 400, 'string']);
    }
    // Another member sees none of them.
    const other = await createMember(t.db);
    expect((await req(other, 'GET', '/api/posts')).json()).toEqual({ posts: [], next_cursor: null, total: 0 });
  });

  it('refuses a forged cursor (a NUL PostgreSQL cannot take, a date that is not one, an id that is not a post id) with 400', async () => {
    const m = await createMember(t.db);
    await save(m, { content: 'One post' });
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const id = randomUUID();
    for (const [sort, value, cursorId] of [
      ['created', '2026-01-01T00:00:00.000Z\u0000', id],
      ['updated', '\u0000', id],
      ['title', 'a\u0000b', id],
      ['title', 'a\u0007', id],
      ['created', 'x 2026', id],
      ['created', '2026-01-01T00:00:00.000Z', '\u0000'],
      ['title', 'one post', `${id}\u0000`],
      ['title', 'one post', 'not-an-id'],
    ] as const) {
      const res = await req(m, 'GET', `/api/content/posts?sort=${sort}&cursor=${forged([sort, value, cursorId])}`);
      expect([sort, JSON.stringify(value), res.statusCode, res.json()]).toEqual([sort, JSON.stringify(value), 400, { detail: 'Cursor is not valid: pass the next_cursor of the previous page' }]);
    }
    // A cursor of ours still pages (its key: the folded title, U+0001, the title).
    const next = await page(m, `?sort=title&cursor=${forged(['title', 'a\u0001a', id])}`);
    expect(next.posts.map((p) => p.title)).toEqual(['One post']);
  });

  it("sorts 'Title A-Z' as a reader does (accents and case aside, then the exact title), on every page", async () => {
    const m = await createMember(t.db);
    const titles = ['Zebra', 'École', 'ábc', 'zoo', 'apple', 'Apple', 'Ecole', 'Øresund', 'émile', 'Straße', 'strasse', 'Ab', 'ab c'];
    for (const title of titles) await save(m, { content: `About ${title}`, title });
    const expected = ['Ab', 'ab c', 'ábc', 'Apple', 'apple', 'Ecole', 'École', 'émile', 'Øresund', 'Straße', 'strasse', 'Zebra', 'zoo'];
    expect((await page(m, '?sort=title')).posts.map((p) => p.title)).toEqual(expected);
    // Page by page (two at a time), nothing repeated or skipped; also among the drafts only.
    for (const filter of ['', '&status=draft']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const p: PostsPage = await page(m, `?sort=title&limit=2${filter}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...p.posts.map((x) => x.title));
        cursor = p.next_cursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    }
    // A renamed post moves to its new place.
    const zoo = (await page(m, '?sort=title')).posts.at(-1)!;
    expect((await req(m, 'PATCH', `/api/posts/${zoo.id}`, { title: 'Éclair' })).statusCode).toBe(200);
    expect((await page(m, '?sort=title&limit=7')).posts.map((p) => p.title).slice(5)).toEqual(['Éclair', 'Ecole']);
  });

  it("pages 'Title A-Z' past the longest titles in any script (the cursor carries the title)", async () => {
    const m = await createMember(t.db);
    for (const c of ['漢', 'é', '😀']) await save(m, { content: `Long ${c}`, title: c.repeat(200 / c.length) });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const p: PostsPage = await page(m, `?sort=title&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push([...p.posts[0].title][0]);
      cursor = p.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['é', '漢', '😀']);
  });

  it('gives posts saved before the Title A-Z key theirs (the migration fills it)', async () => {
    const m = await createMember(t.db);
    for (const title of ['zoo', 'École', 'apple']) await save(m, { content: title, title });
    await t.db.updateTable('library_posts').set({ title_sort: '' }).where('user_id', '=', m.userId).execute();
    expect(await fillTitleSortKeys(t.db)).toBe(3);
    expect((await page(m, '?sort=title')).posts.map((p) => p.title)).toEqual(['apple', 'École', 'zoo']);
    expect(await fillTitleSortKeys(t.db)).toBe(0);
  });

  it('reads a page and its total in one statement, also when the page is empty (a new member, past the end, a search that finds nothing)', async () => {
    const counter = new StatementCounter();
    const db = t.db.withPlugin(counter);
    const read = async (query: Omit<Parameters<typeof repo.listPosts>[1], 'sort' | 'limit'> & { sort?: 'created' | 'updated' | 'title'; limit?: number }) => {
      counter.count = 0;
      const { rows, total } = await repo.listPosts(db, { sort: 'updated', limit: 10, ...query });
      return { titles: rows.map((r) => r.title), total, statements: counter.count };
    };
    const m = await createMember(t.db);
    expect(await read({ userId: m.userId })).toEqual({ titles: [], total: 0, statements: 1 });
    for (const title of ['Bravo', 'Alpha', 'Charlie']) await save(m, { content: `${title} body`, title });
    expect(await read({ userId: m.userId, sort: 'title' })).toEqual({ titles: ['Alpha', 'Bravo', 'Charlie'], total: 3, statements: 1 });
    expect(await read({ userId: m.userId, sort: 'title', after: { value: titleSortKey('Alpha'), id: '~' } })).toEqual({ titles: ['Bravo', 'Charlie'], total: 3, statements: 1 });
    expect(await read({ userId: m.userId, sort: 'title', after: { value: 'zulu', id: '' } })).toEqual({ titles: [], total: 3, statements: 1 });
    expect(await read({ userId: m.userId, q: 'no such words' })).toEqual({ titles: [], total: 0, statements: 1 });
    expect(await read({ userId: m.userId, q: 'BRAVO body', status: 'draft' })).toEqual({ titles: ['Bravo'], total: 1, statements: 1 });
    expect(await read({ userId: m.userId, status: 'published' })).toEqual({ titles: [], total: 0, statements: 1 });
    // Another member's posts are never in it.
    expect(await read({ userId: (await createMember(t.db)).userId, sort: 'title' })).toEqual({ titles: [], total: 0, statements: 1 });
  });

  it("answers 404 for another member's post, as if it did not exist", async () => {
    const owner = await createMember(t.db);
    const other = await createMember(t.db);
    const post = await save(owner, { content: 'mine' });
    for (const [method, url, body] of [
      ['PATCH', `/api/posts/${post.id}`, { title: 'x' }],
      ['DELETE', `/api/posts/${post.id}`, undefined],
      ['POST', '/api/content/save', { id: post.id, content: 'theirs now' }],
    ] as const) {
      const res = await req(other, method, url, body);
      expect([method, res.statusCode, res.json()]).toEqual([method, 404, { detail: 'Post not found' }]);
    }
    expect((await page(other)).total).toBe(0);
    expect((await req(other, 'GET', '/api/posts')).json()).toEqual({ posts: [], next_cursor: null, total: 0 });
    await expect(schedule(other, post.id)).rejects.toMatchObject({ status: 404 });
    expect((await page(owner)).posts[0]).toMatchObject({ content: 'mine', status: 'draft' });
    for (const url of ['/api/content/posts', '/api/posts']) expect((await req(null, 'GET', url)).statusCode).toBe(401);
  });

  it('answers bad input with 400 {detail} and writes nothing', async () => {
    const m = await createMember(t.db);
    const cases: [string, string, unknown, string | RegExp][] = [
      ['POST', '/api/content/save', {}, 'Content is required'],
      ['POST', '/api/content/save', { content: '   ' }, 'Content cannot be empty'],
      // Text that shows nothing (zero-width, bidi controls, the braille blank) is as empty as spaces.
      ['POST', '/api/content/save', { content: '\u200B\u200B' }, 'Content cannot be empty'],
      ['POST', '/api/content/save', { content: '\u202E\u2066 \u2800' }, 'Content cannot be empty'],
      ['POST', '/api/content/save', { content: 'x'.repeat(3001) }, 'A LinkedIn post can be at most 3,000 characters (this one has 3,001)'],
      ['POST', '/api/content/save', { content: 'x'.repeat(2201), content_type: 'caption' }, 'A caption can be at most 2,200 characters (this one has 2,201)'],
      ['POST', '/api/content/save', { content: 'x'.repeat(100_001), content_type: 'article' }, 'Content must be at most 100,000 characters'],
      ['POST', '/api/content/save', { content: 'ok', content_type: 'tweet' }, 'Content type must be one of linkedin_post, article, caption'],
      ['POST', '/api/content/save', { content: 'ok', title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
      ['GET', '/api/content/posts?sort=random', undefined, 'Sort must be one of created, updated, title'],
      ['GET', '/api/content/posts?status=archived', undefined, 'Status must be one of draft, scheduled, published'],
      ['GET', '/api/content/posts?cursor=notacursor', undefined, 'Cursor is not valid: pass the next_cursor of the previous page'],
      ['GET', '/api/content/posts?limit=0', undefined, /^Limit /],
    ];
    for (const [method, url, body, detail] of cases) {
      const res = await req(m, method as 'GET', url, body);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json()).toEqual({ detail: typeof detail === 'string' ? detail : expect.stringMatching(detail) });
    }
    expect((await page(m)).total).toBe(0);
    expect((await save(m, { content: 'x'.repeat(3000) })).content).toHaveLength(3000);
    expect((await save(m, { content: 'y'.repeat(5000), content_type: 'article' })).content_type).toBe('article');
    const post = (await page(m)).posts[0];
    const patch = async (body: unknown) => req(m, 'PATCH', `/api/posts/${post.id}`, body);
    expect((await patch({})).json()).toEqual({ detail: 'Nothing to change: send status or title' });
    expect((await patch({ status: 'done' })).json()).toEqual({ detail: 'Status must be one of draft, scheduled, published' });
    // Turning an article back into a LinkedIn post checks the LinkedIn limit.
    const tooLong = await req(m, 'POST', '/api/content/save', { id: post.id, content: post.content, content_type: 'linkedin_post' });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([400, { detail: 'A LinkedIn post can be at most 3,000 characters (this one has 5,000)' }]);
    expect((await page(m, '?content_type=article')).total).toBe(1);
  });

  it('reads an empty limit as not given, as its other empty filters (status=, sort=, …); a real bad limit is 400 {detail}', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 3; i++) await save(m, { content: `Post ${i}` });
    for (const query of ['?limit=', '?limit=%20', '?status=&content_type=&sort=&q=&cursor=&limit=']) {
      const p = await page(m, query);
      expect([query, p.posts.length, p.total, p.next_cursor]).toEqual([query, 3, 3, null]);
    }
    for (const query of ['?limit=abc', '?limit=0', '?limit=1000', '?limit=1e1', '?limit=0x10']) {
      const res = await req(m, 'GET', `/api/content/posts${query}`);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { detail: expect.stringMatching(/^Limit /) }]);
    }
  });

  it('is scheduled by one scheduled post only, also when several schedule it at once (two tabs): the others are refused with 409', async () => {
    const m = await createMember(t.db);
    const post = await save(m, { content: 'Wanted twice' });
    const ids = Array.from({ length: 6 }, () => randomUUID());
    let outcomes: PromiseSettledResult<string>[];
    if (dialect === 'postgres') {
      // Every schedule reads the post as a draft before any of them writes: a transaction holds the row while they
      // start, so each one's write waits for it (as under load), then all go at once.
      outcomes = await t.db.transaction().execute(async (trx) => {
        await sql`select id from library_posts where id = ${post.id} for update`.execute(trx);
        const all = Promise.allSettled(ids.map((id) => schedule(m, post.id, id)));
        for (let i = 0; i < 100; i++) {
          const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
          if (waiting.rows[0].n >= ids.length) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        return { all };
      }).then(({ all }) => all);
    } else {
      outcomes = await Promise.allSettled(ids.map((id) => schedule(m, post.id, id)));
    }
    const won = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect([won.length, refused.length]).toEqual([1, ids.length - 1]);
    for (const reason of refused) expect(reason).toMatchObject({ status: 409, message: 'This library post is already scheduled' });
    expect((await page(m)).posts[0]).toMatchObject({ id: post.id, status: 'scheduled', scheduled_post_id: won[0] });
  });

  it('follows the scheduler: scheduled, unscheduled, published; refuses what would be false', async () => {
    const m = await createMember(t.db);
    const post = await save(m, { content: 'Launch day' });
    const patch = (id: string, body: unknown) => req(m, 'PATCH', `/api/posts/${id}`, body);
    // Only the scheduler schedules.
    const direct = await patch(post.id, { status: 'scheduled' });
    expect([direct.statusCode, direct.json()]).toEqual([400, { detail: 'A post is scheduled from the scheduler: open it there to pick a time' }]);
    const sid = await schedule(m, post.id);
    expect((await page(m)).posts[0]).toMatchObject({ status: 'scheduled', scheduled_post_id: sid, scheduled_time: '2030-01-01T09:00:00.000Z' });
    // A time change by the same scheduled post is followed; a second schedule is refused (the scheduler undoes it).
    await schedule(m, post.id, sid, '2030-02-01T09:00:00.000Z');
    expect((await page(m)).posts[0].scheduled_time).toBe('2030-02-01T09:00:00.000Z');
    await expect(schedule(m, post.id)).rejects.toMatchObject({ status: 409 });
    await expect(schedule(m, randomUUID())).rejects.toMatchObject({ status: 404, detail: 'Library post not found' });
    // Marking a scheduled post published by hand would publish it twice.
    expect((await patch(post.id, { status: 'published' })).statusCode).toBe(409);
    // Back to draft cancels the schedule; when the scheduler refuses, the post stays scheduled.
    schedulerRefuses = true;
    const refused = await patch(post.id, { status: 'draft' });
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: 'This post is being published right now' }]);
    expect((await page(m)).posts[0].status).toBe('scheduled');
    schedulerRefuses = false;
    const back = await patch(post.id, { status: 'draft' });
    expect(back.json()).toMatchObject({ status: 'draft', scheduled_post_id: null, scheduled_time: null });
    expect(cancelled).toContain(sid);
    // The scheduler's own cancellation of a stale schedule changes nothing; of the live one makes a draft.
    const sid2 = await schedule(m, post.id);
    await t.ctx.events.emit('scheduler.post.unscheduled', { userId: m.userId, libraryPostId: post.id, scheduledPostId: sid });
    expect((await page(m)).posts[0].status).toBe('scheduled');
    await t.ctx.events.emit('scheduler.post.unscheduled', { userId: m.userId, libraryPostId: post.id, scheduledPostId: sid2 });
    expect((await page(m)).posts[0].status).toBe('draft');
    // Published through the scheduler.
    const sid3 = await schedule(m, post.id);
    await t.ctx.events.emit('scheduler.post.published', {
      userId: m.userId, libraryPostId: post.id, scheduledPostId: sid3, linkedinUrl: 'https://www.linkedin.com/feed/update/urn:li:share:1', publishedAt: '2030-03-01T09:00:00.000Z',
    });
    expect((await page(m)).posts[0]).toMatchObject({ status: 'published', published_at: '2030-03-01T09:00:00.000Z', linkedin_url: 'https://www.linkedin.com/feed/update/urn:li:share:1' });
    await expect(schedule(m, post.id)).rejects.toMatchObject({ status: 409 });
    // On LinkedIn now: the board cannot take it back to draft (that dropped its link while the scheduler still lists it
    // as published), nor schedule it; a rename still works.
    const unpublish = await patch(post.id, { status: 'draft' });
    expect([unpublish.statusCode, unpublish.json()]).toEqual([409, { detail: 'This post is live on LinkedIn: the scheduler published it, so it stays published. Duplicate it to start a new draft.' }]);
    expect((await patch(post.id, { status: 'scheduled' })).statusCode).toBe(400);
    expect((await patch(post.id, { title: 'Launch recap' })).json()).toMatchObject({ title: 'Launch recap', status: 'published', linkedin_url: 'https://www.linkedin.com/feed/update/urn:li:share:1' });
    expect((await page(m)).posts[0]).toMatchObject({ status: 'published', scheduled_post_id: sid3, linkedin_url: 'https://www.linkedin.com/feed/update/urn:li:share:1' });
    // Nor can its text change (the generator's 'Save' over it, a save with its id): the library would no longer show
    // what LinkedIn does. The same text with a new title is still a rename.
    const rewrite = await req(m, 'POST', '/api/content/save', { id: post.id, content: 'A rewritten launch post', source: 'chat' });
    expect([rewrite.statusCode, rewrite.json()]).toEqual([409, { detail: 'This post is live on LinkedIn: the scheduler published it, so its text stays as LinkedIn shows it. Duplicate it to start a new draft.' }]);
    expect((await req(m, 'POST', '/api/content/save', { id: post.id, content: 'A rewritten launch post', title: 'New title' })).statusCode).toBe(409);
    const published = (await page(m)).posts[0];
    expect(published).toMatchObject({ id: post.id, title: 'Launch recap', status: 'published' });
    const renamed = await req(m, 'POST', '/api/content/save', { id: post.id, content: published.content, title: 'Launch recap, final' });
    expect([renamed.statusCode, renamed.json()]).toEqual([200, expect.objectContaining({ title: 'Launch recap, final', content: published.content, status: 'published' })]);
    // Deleting a scheduled post cancels its schedule first.
    const other = await save(m, { content: 'Another' });
    const sid4 = await schedule(m, other.id);
    expect((await req(m, 'DELETE', `/api/posts/${other.id}`)).statusCode).toBe(200);
    expect(cancelled).toContain(sid4);
    // By hand: draft → published → draft.
    const hand = await save(m, { content: 'Posted it myself' });
    expect((await patch(hand.id, { status: 'published' })).json()).toMatchObject({ status: 'published', published_at: expect.any(String) });
    // Marked published by hand, it is the member's own marker: its text may still change.
    expect((await req(m, 'POST', '/api/content/save', { id: hand.id, content: 'Posted it myself, edited' })).json()).toMatchObject({ content: 'Posted it myself, edited', status: 'published' });
    expect((await patch(hand.id, { status: 'draft', title: 'Renamed' })).json()).toMatchObject({ status: 'draft', published_at: null, title: 'Renamed' });
  });

  it('exports the member’s posts and deletes them with the member', async () => {
    const m = await createMember(t.db);
    await save(m, { content: 'Export me' });
    const exported = await req(m, 'GET', '/api/user/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().library_posts).toEqual([expect.objectContaining({ content: 'Export me', status: 'draft' })]);
    expect(exported.json().library_posts[0]).not.toHaveProperty('user_id');
    await t.db.deleteFrom('users').where('id', '=', m.userId).execute();
    expect(await t.db.selectFrom('library_posts').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
  });
});
