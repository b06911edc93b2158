import { GenerateResponse, Usage } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../../test/app';
import { describeEachDb } from '../../../test/db';
import { createSession, createUser } from '../../../test/factories';
import { TEMPLATE_CATALOGUE } from './catalogue/index';

/**
 * Premium is checked by the server (DECISIONS.md): the generator refuses a premium template to a free member,
 * however it arrives, before any credit is held; a paid member writes with it.
 */
describeEachDb('premium templates in the generator', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  async function member(tier: string) {
    const { user } = await createUser(t.db, { subscription_tier: tier });
    const headers = { authorization: `Bearer ${await createSession(t.db, user.id)}` };
    const persona = await t.app.inject({
      method: 'POST',
      url: '/api/user/persona',
      headers,
      payload: { job_title: 'Head of People', industry: 'Software', audience: 'HR leaders', tone: 'Friendly and conversational', self_description: 'I write about building teams that last.' },
    });
    expect(persona.statusCode).toBe(200);
    return { userId: user.id, headers };
  }
  const generate = (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers: { ...headers, ...extra }, payload });
  const usage = async (headers: Record<string, string>) => Usage.parse((await t.app.inject({ method: 'GET', url: '/api/user/usage', headers })).json());
  const historyTotal = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers })).json().total as number;
  /** The text the templates screen hands the chat: name, description, structure (long, so it travels as viral_context). */
  const screenText = (name: string) => {
    const x = TEMPLATE_CATALOGUE.find((c) => c.name === name)!;
    return `${x.name}\n${x.description}\nStructure: ${x.structure.join(' → ')}`;
  };

  it('refuses a premium template to a free member with 403 naming the plan, and spends nothing', async () => {
    const m = await member('free');
    const res = await generate(m.headers, { user_input: 'Annual reviews', template: 'Hot Take' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Hot Take is a premium template. Upgrade to the Creator plan ($19/month) to write with it.' });
    expect(res.json().detail).not.toContain('Monthly limit exceeded');
    expect((await usage(m.headers)).ai_credits_used).toBe(0);
    expect(await historyTotal(m.headers)).toBe(0);
  });

  it('refuses it however it arrives: long screen text as viral_context, a sentence naming it, a streamed request', async () => {
    const m = await member('free');
    const long = screenText('Myth Busting');
    expect(long.length).toBeGreaterThanOrEqual(200);
    const viaViral = await generate(m.headers, { user_input: 'Posting every day', viral_context: long });
    expect(viaViral.statusCode).toBe(403);
    expect(viaViral.json().detail).toContain('Myth Busting is a premium template');
    const viaSentence = await generate(m.headers, { user_input: 'Salaries', template: 'Use the Controversial Question framework' });
    expect(viaSentence.statusCode).toBe(403);
    // Streamed: the refusal comes before the stream opens, as JSON with its status.
    const streamed = await generate(m.headers, { user_input: 'Support in 2027', template: 'industry prediction' }, { accept: 'text/event-stream' });
    expect(streamed.statusCode).toBe(403);
    expect(streamed.headers['content-type']).toMatch(/application\/json/);
    expect(streamed.json().detail).toContain('Creator plan');
    expect((await usage(m.headers)).ai_credits_used).toBe(0);
  });

  it('lets a free member use free templates, and a viral post that merely mentions a premium name', async () => {
    const m = await member('free');
    const free = await generate(m.headers, { user_input: 'Career advice', viral_context: screenText('Question Post') });
    expect(free.statusCode).toBe(200);
    expect(GenerateResponse.parse(free.json()).metadata).toMatchObject({ template_used: 'Question Post', viral_inspired: false });
    const viral = 'My hot take on hiring: stop asking for five years of experience.\n' + 'Hiring managers copy requirements from old job posts. '.repeat(5);
    const post = await generate(m.headers, { user_input: 'Hiring requirements', viral_context: viral });
    expect(post.statusCode).toBe(200);
    expect(GenerateResponse.parse(post.json()).metadata).toMatchObject({ template_used: null, viral_inspired: true });
  });

  it("lets a free member write from any viral post ('Use as inspiration'): a short one, one whose first line is a premium name", async () => {
    const m = await member('free');
    // The Viral Library sends the post as viral_context whatever its length; a short one naming a premium template.
    const short = await generate(m.headers, { user_input: 'Meetings', viral_context: 'Unpopular opinion: most meetings should be emails.' });
    expect(short.statusCode).toBe(200);
    expect(GenerateResponse.parse(short.json()).metadata).toMatchObject({ template_used: null, viral_inspired: true });
    // A post that opens with a bare 'Hot Take' line is still a post, not the templates screen's text for Hot Take.
    const headed = 'Hot Take\nStop asking for five years of experience for a junior role.\n' + 'Hiring managers copy requirements from old job posts. '.repeat(5);
    const post = await generate(m.headers, { user_input: 'Hiring requirements', viral_context: headed });
    expect(post.statusCode).toBe(200);
    expect(GenerateResponse.parse(post.json()).metadata).toMatchObject({ template_used: null, viral_inspired: true });
    expect((await usage(m.headers)).ai_credits_used).toBe(2);
  });

  it.each(['comet', 'star', 'nova'])('opens premium templates on the paid tier %s', async (tier) => {
    const m = await member(tier);
    const res = await generate(m.headers, { user_input: 'Annual performance reviews', viral_context: screenText('Hot Take') });
    expect(res.statusCode).toBe(200);
    expect(GenerateResponse.parse(res.json()).metadata.template_used).toBe('Hot Take');
    expect((await usage(m.headers)).ai_credits_used).toBe(1);
  });

  it('a chat written with a premium template cannot go on once the member is back on the free plan', async () => {
    const m = await member('star');
    const first = GenerateResponse.parse((await generate(m.headers, { user_input: 'Office perks', template: 'Unpopular Opinion' })).json());
    await t.db.updateTable('users').set({ subscription_tier: 'free' }).where('id', '=', m.userId).execute();
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/linkedin-gpt/continue',
      headers: m.headers,
      payload: { user_input: 'Make it shorter', session_id: first.session_id },
    });
    expect(next.statusCode).toBe(403);
    expect(next.json().detail).toBe('Unpopular Opinion is a premium template. Upgrade to the Creator plan ($19/month) to write with it.');
  });
});
