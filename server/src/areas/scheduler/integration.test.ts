import { fromLittleText, listPostsByAuthor } from '../../integrations/linkedin/index';
import { describeEachDb } from '../../test/db';
import { getLinkedInGrant } from '../auth/index';
import { type TestApp, createTestApp } from '../../test/app';
import { readOutbox } from '../auth/test-helpers';
import { publishScheduledPost } from './publish-service';
import { sendTokenExpiryReminders } from './reminders';
import { call, connectedMember, inMs, injectFault } from './test-helpers';

describeEachDb('scheduler with the library and reminders', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it("a linked library post follows a change of zone alone: its scheduled_time is the post's new instant", async () => {
    const zed = await connectedMember(t, 'Zed Zone');
    const libraryId = (await call(t.app, 'POST', '/api/content/save', zed.token, { content: 'Nine in the morning' })).json().id as string;
    const libraryPost = async () => (await call(t.app, 'GET', '/api/posts', zed.token)).json().posts.find((p: { id: string }) => p.id === libraryId);
    const made = await call(t.app, 'POST', '/api/scheduler/schedule', zed.token, {
      content: 'Nine in the morning',
      scheduled_time: '2027-01-05T09:00',
      timezone: 'America/New_York',
      platform: 'linkedin',
      library_post_id: libraryId,
    });
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_time: '2027-01-05T14:00:00.000Z' });
    const moved = await call(t.app, 'PATCH', `/api/scheduler/posts/${made.json().id}`, zed.token, { timezone: 'America/Los_Angeles' });
    expect(moved.json().scheduledTime).toBe('2027-01-05T17:00:00.000Z');
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: made.json().id, scheduled_time: '2027-01-05T17:00:00.000Z' });
  });

  it('a library post scheduled here becomes scheduled there, then published; the library moving it back to draft cancels the schedule', async () => {
    const lee = await connectedMember(t, 'Lee Library');
    const saved = await call(t.app, 'POST', '/api/content/save', lee.token, { content: 'From my library (draft)' });
    expect(saved.statusCode).toBe(200);
    const libraryId = saved.json().id as string;
    const libraryPost = async () => (await call(t.app, 'GET', '/api/posts', lee.token)).json().posts.find((p: { id: string }) => p.id === libraryId);

    const first = await call(t.app, 'POST', '/api/scheduler/schedule', lee.token, {
      content: 'From my library (draft)',
      scheduled_time: inMs(3600_000),
      timezone: 'UTC',
      platform: 'linkedin',
      library_post_id: libraryId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().library_post_id).toBe(libraryId);
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: first.json().id });

    // Back to draft in the library: the schedule is gone.
    expect((await call(t.app, 'PATCH', `/api/posts/${libraryId}`, lee.token, { status: 'draft' })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/scheduler/posts', lee.token)).json().posts).toEqual([]);

    // Scheduled again and published: the library post is published with the link.
    const second = (
      await call(t.app, 'POST', '/api/scheduler/schedule', lee.token, {
        content: 'From my library (draft)',
        scheduled_time: inMs(3600_000),
        timezone: 'UTC',
        platform: 'linkedin',
        library_post_id: libraryId,
      })
    ).json();
    // While it is being published, the library cannot take it back (409 from our handler keeps it scheduled).
    await t.db.updateTable('scheduled_posts').set({ status: 'publishing' }).where('id', '=', second.id).execute();
    expect((await call(t.app, 'PATCH', `/api/posts/${libraryId}`, lee.token, { status: 'draft' })).statusCode).toBe(409);
    await t.db.updateTable('scheduled_posts').set({ status: 'scheduled' }).where('id', '=', second.id).execute();
    const row = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', second.id).executeTakeFirstOrThrow();
    await publishScheduledPost({ ctx: t.ctx, payload: { postId: row.id, scheduledAt: row.scheduled_at } });
    const after = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('published');
    expect(await libraryPost()).toMatchObject({ status: 'published' });
  });

  it('a library post scheduled with its text changed in the form shows the text LinkedIn gets; a text its type cannot hold leaves the library post as it was', async () => {
    const lee = await connectedMember(t, 'Lee Tweaks');
    const libraryPost = async (id: string) => (await call(t.app, 'GET', '/api/posts', lee.token)).json().posts.find((p: { id: string }) => p.id === id);
    const saved = (await call(t.app, 'POST', '/api/content/save', lee.token, { content: 'Draft hook\nfirst version' })).json();
    const res = await call(t.app, 'POST', '/api/scheduler/schedule', lee.token, {
      content: 'Draft hook\nsecond version, tweaked in the scheduler',
      scheduled_time: inMs(3600_000),
      timezone: 'UTC',
      platform: 'linkedin',
      library_post_id: saved.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await libraryPost(saved.id)).toMatchObject({ status: 'scheduled', content: 'Draft hook\nsecond version, tweaked in the scheduler', title: 'Draft hook' });
    const row = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    await publishScheduledPost({ ctx: t.ctx, payload: { postId: row.id, scheduledAt: row.scheduled_at } });
    expect(await libraryPost(saved.id)).toMatchObject({ status: 'published', content: 'Draft hook\nsecond version, tweaked in the scheduler' });

    // A caption holds 2,200 characters: a 2,500-character post is scheduled, the caption keeps its text.
    const caption = (await call(t.app, 'POST', '/api/content/save', lee.token, { content: 'Short caption', content_type: 'caption' })).json();
    const long = await call(t.app, 'POST', '/api/scheduler/schedule', lee.token, {
      content: 'y'.repeat(2500),
      scheduled_time: inMs(3600_000),
      timezone: 'UTC',
      platform: 'linkedin',
      library_post_id: caption.id,
    });
    expect(long.statusCode).toBe(200);
    expect(await libraryPost(caption.id)).toMatchObject({ status: 'scheduled', content: 'Short caption' });
  });

  it('a scheduled library post edited in the library publishes the new text, and one edited in the scheduler shows it in the library; while it is being published, or too long for LinkedIn, the edit is refused and nothing changes', async () => {
    const eve = await connectedMember(t, 'Eve Editor');
    const saved = await call(t.app, 'POST', '/api/content/save', eve.token, { content: 'First draft of the launch post' });
    const libraryId = saved.json().id as string;
    const scheduled = await call(t.app, 'POST', '/api/scheduler/schedule', eve.token, {
      content: 'First draft of the launch post',
      scheduled_time: inMs(3600_000),
      timezone: 'UTC',
      platform: 'linkedin',
      library_post_id: libraryId,
    });
    expect(scheduled.statusCode).toBe(200);
    const id = scheduled.json().id as string;
    const scheduledText = async () => (await t.db.selectFrom('scheduled_posts').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content;
    const libraryText = async () => (await call(t.app, 'GET', '/api/posts', eve.token)).json().posts.find((p: { id: string }) => p.id === libraryId).content;

    // Reworked in the library (the generator's Save over the post): the scheduled post takes the new text.
    const edited = await call(t.app, 'POST', '/api/content/save', eve.token, { id: libraryId, content: 'Final launch post, reworked' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'scheduled', scheduled_post_id: id });
    expect(await scheduledText()).toBe('Final launch post, reworked');

    // Edited in the scheduler: the library shows the text that will be published (its title follows the first line).
    const inScheduler = await call(t.app, 'PATCH', `/api/scheduler/posts/${id}`, eve.token, { content: 'Launch day.\nEdited in the scheduler' });
    expect(inScheduler.statusCode).toBe(200);
    const lib = (await call(t.app, 'GET', '/api/posts', eve.token)).json().posts.find((p: { id: string }) => p.id === libraryId);
    expect(lib).toMatchObject({ content: 'Launch day.\nEdited in the scheduler', title: 'Launch day.', status: 'scheduled' });
    expect((await call(t.app, 'POST', '/api/content/save', eve.token, { id: libraryId, content: 'Final launch post, reworked' })).statusCode).toBe(200);

    // Longer than LinkedIn takes (an article): refused, both texts as they were.
    const long = await call(t.app, 'POST', '/api/content/save', eve.token, { id: libraryId, content: 'x'.repeat(3001), content_type: 'article' });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/3,001 characters long; LinkedIn allows at most 3,000/);
    expect(await libraryText()).toBe('Final launch post, reworked');

    // Being published right now: refused with 409, both texts as they were.
    await t.db.updateTable('scheduled_posts').set({ status: 'publishing' }).where('id', '=', id).execute();
    const late = await call(t.app, 'POST', '/api/content/save', eve.token, { id: libraryId, content: 'Too late to change' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/being published/);
    expect(await libraryText()).toBe('Final launch post, reworked');
    await t.db.updateTable('scheduled_posts').set({ status: 'scheduled' }).where('id', '=', id).execute();

    // Published: LinkedIn received the library's text.
    const row = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await publishScheduledPost({ ctx: t.ctx, payload: { postId: row.id, scheduledAt: row.scheduled_at } });
    expect((await t.db.selectFrom('scheduled_posts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('published');
    const grant = (await getLinkedInGrant({ db: t.db, config: t.config, userId: eve.userId }))!;
    const listed = await listPostsByAuthor({ api: t.ctx.integrations.linkedin.api, accessToken: grant.accessToken, authorSub: grant.sub });
    expect(listed.map((p) => fromLittleText(p.commentary).text)).toEqual(['Final launch post, reworked']);
    // A published post keeps the text it went out with: the library refuses a new text for it (409; duplicate it instead).
    expect((await call(t.app, 'POST', '/api/content/save', eve.token, { id: libraryId, content: 'Edited after publishing' })).statusCode).toBe(409);
    expect(await scheduledText()).toBe('Final launch post, reworked');
  });

  it('a failed publication makes the library post a draft with the reason; Retry schedules it again; deleting the failed post releases it', async () => {
    const fay = await connectedMember(t, 'Fay Failure');
    const libraryId = (await call(t.app, 'POST', '/api/content/save', fay.token, { content: 'Fails first, then retried' })).json().id as string;
    const libraryPost = async () => (await call(t.app, 'GET', '/api/posts', fay.token)).json().posts.find((p: { id: string }) => p.id === libraryId);
    const scheduled = (
      await call(t.app, 'POST', '/api/scheduler/schedule', fay.token, {
        content: 'Fails first, then retried',
        scheduled_time: inMs(3600_000),
        timezone: 'UTC',
        platform: 'linkedin',
        library_post_id: libraryId,
      })
    ).json();
    const publishNow = async () => {
      const row = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', scheduled.id).executeTakeFirstOrThrow();
      await publishScheduledPost({ ctx: t.ctx, payload: { postId: row.id, scheduledAt: row.scheduled_at } });
      return t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', scheduled.id).executeTakeFirstOrThrow();
    };

    // LinkedIn refuses it: the scheduler shows it failed, the library no longer says 'scheduled'.
    await injectFault(t.app, { status: 500, author: fay.author });
    expect(await publishNow()).toMatchObject({ status: 'failed', error: 'not confirmed: check LinkedIn before retrying' });
    expect(await libraryPost()).toMatchObject({
      status: 'draft',
      scheduled_post_id: scheduled.id,
      scheduled_time: null,
      publish_error: 'not confirmed: check LinkedIn before retrying',
    });
    // The grid's status filter agrees.
    expect((await call(t.app, 'GET', '/api/content/posts?status=scheduled', fay.token)).json().total).toBe(0);

    // Retry: scheduled again in both places, the reason gone.
    const retried = await call(t.app, 'POST', `/api/scheduler/posts/${scheduled.id}/retry`, fay.token);
    expect(retried.statusCode).toBe(200);
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: scheduled.id, scheduled_time: retried.json().scheduledTime, publish_error: null });

    // It fails again (a duplicate), and the member deletes the failed post: the library post is a plain draft.
    await injectFault(t.app, { status: 422, author: fay.author });
    expect(await publishNow()).toMatchObject({ status: 'failed' });
    expect(await libraryPost()).toMatchObject({ status: 'draft', publish_error: expect.stringMatching(/duplicate/) });
    expect((await call(t.app, 'DELETE', `/api/scheduler/posts/${scheduled.id}`, fay.token)).statusCode).toBe(200);
    expect(await libraryPost()).toMatchObject({ status: 'draft', scheduled_post_id: null, scheduled_time: null, publish_error: null });
  });

  it('deleting a scheduled post releases its library post; Retry is refused while the library post is scheduled elsewhere or published by hand', async () => {
    const gus = await connectedMember(t, 'Gus Release');
    const libraryId = (await call(t.app, 'POST', '/api/content/save', gus.token, { content: 'Released and rescheduled' })).json().id as string;
    const libraryPost = async () => (await call(t.app, 'GET', '/api/posts', gus.token)).json().posts.find((p: { id: string }) => p.id === libraryId);
    const schedule = async () =>
      (
        await call(t.app, 'POST', '/api/scheduler/schedule', gus.token, {
          content: 'Released and rescheduled',
          scheduled_time: inMs(3600_000),
          timezone: 'UTC',
          platform: 'linkedin',
          library_post_id: libraryId,
        })
      ).json() as { id: string; scheduledTime: string };
    const first = await schedule();
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: first.id });
    expect((await call(t.app, 'DELETE', `/api/scheduler/posts/${first.id}`, gus.token)).statusCode).toBe(200);
    expect(await libraryPost()).toMatchObject({ status: 'draft', scheduled_post_id: null, scheduled_time: null });

    // A failed post, then the library post scheduled anew: the old one's Retry is refused and stays failed.
    const failing = await schedule();
    await injectFault(t.app, { status: 403, author: gus.author });
    const row = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', failing.id).executeTakeFirstOrThrow();
    await publishScheduledPost({ ctx: t.ctx, payload: { postId: row.id, scheduledAt: row.scheduled_at } });
    expect(await libraryPost()).toMatchObject({ status: 'draft', scheduled_post_id: failing.id });
    const again = await schedule();
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: again.id, publish_error: null });
    const refused = await call(t.app, 'POST', `/api/scheduler/posts/${failing.id}/retry`, gus.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/already scheduled/);
    expect((await t.db.selectFrom('scheduled_posts').select('status').where('id', '=', failing.id).executeTakeFirstOrThrow()).status).toBe('failed');
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: again.id });

    // Deleting the library post cancels the live schedule and makes the failed post forget it: its Retry works alone.
    expect((await call(t.app, 'DELETE', `/api/posts/${libraryId}`, gus.token)).statusCode).toBe(200);
    expect(await t.db.selectFrom('scheduled_posts').select('id').where('id', '=', again.id).execute()).toEqual([]);
    expect((await t.db.selectFrom('scheduled_posts').select('library_post_id').where('id', '=', failing.id).executeTakeFirstOrThrow()).library_post_id).toBeNull();
    const alone = await call(t.app, 'POST', `/api/scheduler/posts/${failing.id}/retry`, gus.token);
    expect(alone.statusCode).toBe(200);
    expect(alone.json()).toMatchObject({ status: 'scheduled', library_post_id: null });
  });

  it('Edit on a failed post is refused, as Retry is, while its library post is scheduled elsewhere or published by hand; nothing changes', async () => {
    const ivy = await connectedMember(t, 'Ivy Edit');
    const libraryId = (await call(t.app, 'POST', '/api/content/save', ivy.token, { content: 'Edited after failing' })).json().id as string;
    const libraryPost = async () => (await call(t.app, 'GET', '/api/posts', ivy.token)).json().posts.find((p: { id: string }) => p.id === libraryId);
    const schedule = async () =>
      (
        await call(t.app, 'POST', '/api/scheduler/schedule', ivy.token, {
          content: 'Edited after failing',
          scheduled_time: inMs(3600_000),
          timezone: 'UTC',
          platform: 'linkedin',
          library_post_id: libraryId,
        })
      ).json() as { id: string; scheduledTime: string };
    const failNow = async (id: string) => {
      await injectFault(t.app, { status: 403, author: ivy.author });
      const row = await t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await publishScheduledPost({ ctx: t.ctx, payload: { postId: row.id, scheduledAt: row.scheduled_at } });
    };
    const stored = (id: string) => t.db.selectFrom('scheduled_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // The publish job (called directly here, the first job stays pending: only its count and key matter).
    const jobsOf = (id: string) => t.db.selectFrom('jobs').select(['key', 'status']).where('key', 'like', `scheduler.publish:${id}:%`).where('status', '=', 'pending').orderBy('key').execute();

    // Failed, then the library post scheduled anew: editing the old one's time would publish the text twice.
    const failing = await schedule();
    await failNow(failing.id);
    const again = await schedule();
    const before = await stored(failing.id);
    const jobsBefore = await jobsOf(failing.id);
    const edited = await call(t.app, 'PATCH', `/api/scheduler/posts/${failing.id}`, ivy.token, { scheduled_time: inMs(7200_000), content: 'Edited after failing, again' });
    expect([edited.statusCode, edited.json().detail]).toEqual([409, expect.stringMatching(/already scheduled/)]);
    expect(await stored(failing.id)).toEqual(before);
    expect(await jobsOf(failing.id)).toEqual(jobsBefore);
    expect(await libraryPost()).toMatchObject({ status: 'scheduled', scheduled_post_id: again.id, content: 'Edited after failing' });

    // The live one fails too, and the member marks the library post published by hand: Edit is refused as well.
    await failNow(again.id);
    expect((await call(t.app, 'PATCH', `/api/posts/${libraryId}`, ivy.token, { status: 'published' })).statusCode).toBe(200);
    const beforeAgain = await stored(again.id);
    const jobsBeforeAgain = await jobsOf(again.id);
    const refused = await call(t.app, 'PATCH', `/api/scheduler/posts/${again.id}`, ivy.token, { scheduled_time: inMs(7200_000) });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, expect.stringMatching(/already published/)]);
    expect(await stored(again.id)).toEqual(beforeAgain);
    expect(await jobsOf(again.id)).toEqual(jobsBeforeAgain);
    expect(await libraryPost()).toMatchObject({ status: 'published' });
  });

  it('one library post scheduled several times at once (a double-click, two tabs) is scheduled once: the others are 409 and leave nothing scheduled', async () => {
    const dee = await connectedMember(t, 'Dee Double');
    const libraryId = (await call(t.app, 'POST', '/api/content/save', dee.token, { content: 'Scheduled twice at once' })).json().id as string;
    const body = { content: 'Scheduled twice at once', scheduled_time: inMs(3600_000), timezone: 'UTC', platform: 'linkedin', library_post_id: libraryId };
    const pendingJobs = async () =>
      (await t.db.selectFrom('jobs').select('key').where('key', 'like', 'scheduler.publish:%').where('status', '=', 'pending').execute()).map((j) => j.key);
    const jobsBefore = await pendingJobs();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(t.app, 'POST', '/api/scheduler/schedule', dee.token, body)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.statusCode === 409)) expect(refused.json()).toEqual({ detail: 'This library post is already scheduled' });
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    const left = (await call(t.app, 'GET', '/api/scheduler/posts', dee.token)).json().posts;
    expect(left.map((p: { id: string }) => p.id)).toEqual([winner.id]);
    const library = (await call(t.app, 'GET', '/api/posts', dee.token)).json().posts;
    expect(library).toEqual([expect.objectContaining({ id: libraryId, status: 'scheduled', scheduled_post_id: winner.id })]);
    // One publish job waits, the winner's: a refused schedule left none behind.
    const newJobs = (await pendingJobs()).filter((key) => !jobsBefore.includes(key));
    expect(newJobs).toEqual([expect.stringContaining(`scheduler.publish:${winner.id}:`)]);
  });

  it("a library post that is not the member's refuses the schedule, and nothing stays scheduled", async () => {
    const owner = await connectedMember(t, 'Owner Lib');
    const other = await connectedMember(t, 'Other Lib');
    const libraryId = (await call(t.app, 'POST', '/api/content/save', owner.token, { content: 'Not yours' })).json().id as string;
    const res = await call(t.app, 'POST', '/api/scheduler/schedule', other.token, {
      content: 'Not yours',
      scheduled_time: inMs(3600_000),
      timezone: 'UTC',
      platform: 'linkedin',
      library_post_id: libraryId,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await t.db.selectFrom('scheduled_posts').select('id').where('user_id', '=', other.userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'scheduler.publish').where('status', '=', 'pending').where('payload', 'like', '%Not yours%').execute()).toEqual([]);
  });

  it('reminds members with waiting posts 7 days before the connection expires, once, and only when e-mail is on', async () => {
    const soon = await connectedMember(t, 'Soon Expiring');
    const quiet = await connectedMember(t, 'Quiet Member');
    const later = await connectedMember(t, 'Later Expiring');
    for (const m of [soon, quiet, later]) {
      await call(t.app, 'POST', '/api/scheduler/schedule', m.token, { content: `Waiting ${m.email}`, scheduled_time: inMs(86_400_000), timezone: 'UTC', platform: 'linkedin' });
    }
    for (const m of [soon, quiet]) await t.db.updateTable('linkedin_accounts').set({ expires_at: inMs(5 * 86_400_000) }).where('user_id', '=', m.userId).execute();
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: { authorization: `Bearer ${quiet.token}` },
      payload: { email: false, trendingTopics: true, latestIdeas: true, updates: true },
    });
    await sendTokenExpiryReminders(t.ctx);
    await sendTokenExpiryReminders(t.ctx);
    const mails = await readOutbox(t.app, soon.email);
    expect(mails.filter((m) => m.subject === 'Your LinkedIn connection expires soon')).toHaveLength(1);
    expect(mails[0].text).toMatch(/expires in [45] days/);
    expect(await readOutbox(t.app, quiet.email)).toHaveLength(0);
    expect(await readOutbox(t.app, later.email)).toHaveLength(0);
  });
});
