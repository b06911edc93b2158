import { GenerateResponse, Usage } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createMember } from './test-support';

/**
 * The `template` a chat is started with (SPEC.md §7: the selected template's text): a catalogue template by name,
 * by id (`?template=customer-thank-you`) or named inside a short text; a text that spells its own structure out.
 * Anything else is the member's own guidance: written with, under the name it gives (a model follows it; the
 * built-in writer writes a plain post).
 */
describeEachDb('LinkedIn GPT: the template a chat is started with', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });

  const generate = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/linkedin-gpt/generate', headers, payload });
  const usage = async (headers: Record<string, string>) => Usage.parse((await t.app.inject({ method: 'GET', url: '/api/user/usage', headers })).json());
  const history = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers })).json();

  it('knows a catalogue template by its id: a free member is refused a premium one, a paying member writes with it under its name', async () => {
    const free = await createMember(t.db);
    for (const id of ['customer-thank-you', 'not-x-but-y', 'my-framework']) {
      const res = await generate(free.headers, { user_input: 'A post about our support team', template: id });
      expect([id, res.statusCode]).toEqual([id, 403]);
      expect(res.json().detail).toMatch(/is a premium template\. Upgrade to the Creator plan/);
    }
    expect((await usage(free.headers)).ai_credits_used).toBe(0);

    const paying = await createMember(t.db, { tier: 'comet' });
    const res = await generate(paying.headers, { user_input: 'A post about our support team', template: 'customer-thank-you' });
    expect(res.statusCode).toBe(200);
    expect(GenerateResponse.parse(res.json()).metadata.template_used).toBe('Thank You to a Customer');
    const open = await generate(free.headers, { user_input: 'A post about our first hire', template: 'personal-journey' });
    expect(open.statusCode).toBe(200);
    expect(open.json().metadata.template_used).toBe('Personal Journey');
  });

  it('writes with a template text it does not know as the member\'s own guidance, under the name it gives as a reader sees it', async () => {
    // Five replies: more than the free plan's three credits.
    const m = await createMember(t.db, { tier: 'comet' });
    for (const [template, name] of [
      ['Storytelling', 'Storytelling'],
      ['tpl_does_not_exist_999', 'tpl_does_not_exist_999'],
      // An RTL override would make the name read backwards in the history.
      ['\u202Eekat toh\u200B', 'ekat toh'],
      // Nothing a reader sees is no template at all: a plain post.
      ['  ', null],
      ['\u200B\u2060', null],
    ] as const) {
      const res = await generate(m.headers, { user_input: 'A post about remote work', template });
      expect([template, res.statusCode]).toEqual([template, 200]);
      expect([template, res.json().metadata.template_used]).toEqual([template, name]);
    }
    expect((await usage(m.headers)).ai_credits_used).toBe(5);
  });

  it('still writes with a template that spells out its own structure, under its own name', async () => {
    const m = await createMember(t.db);
    const res = await generate(m.headers, { user_input: 'A post about remote work', template: 'Three-Act Story\nStructure: Setup → Conflict → Resolution' });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.template_used).toBe('Three-Act Story');
  });
});
