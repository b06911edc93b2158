import { GenerateResponse, Usage } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createMember } from './test-support';

/**
 * The `template` a chat is started with (SPEC.md §7: the selected template's text): a catalogue template by name,
 * by id (`?template=customer-thank-you`) or named inside a short text; a text that spells its own structure out.
 * Anything else names no template we have: a clear 400 before any credit is held, never a post tagged with a
 * template it was not written with.
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

  it('answers 400 for a template it does not know, spends nothing and records nothing', async () => {
    const m = await createMember(t.db);
    for (const template of ['tpl_does_not_exist_999', 'Storytelling', 'customer', '  ', '\u200B\u2060']) {
      const res = await generate(m.headers, { user_input: 'A post about remote work', template });
      if (!template.replace(/[\s\u200B\u2060]/g, '')) {
        // No template at all (nothing a reader sees): a plain post.
        expect(res.statusCode).toBe(200);
        expect(res.json().metadata.template_used).toBeNull();
        continue;
      }
      expect([template, res.statusCode]).toEqual([template, 400]);
      expect(res.json().detail).toBe(`Unknown template "${template}": choose one on Viral Templates`);
    }
    // The name as a reader sees it: an RTL override would make the message read backwards on the screen.
    const hidden = await generate(m.headers, { user_input: 'A post about remote work', template: '\u202Eekat toh\u200B' });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().detail).toBe('Unknown template "ekat toh": choose one on Viral Templates');
    const long = await generate(m.headers, { user_input: 'A post about remote work', template: `Mystery ${'x'.repeat(150)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/^Unknown template "Mystery x+…": choose one on Viral Templates$/);
    expect(long.json().detail.length).toBeLessThan(120);
    expect((await usage(m.headers)).ai_credits_used).toBe(2);
    expect((await history(m.headers)).history.map((h: { template_name: string | null }) => h.template_name)).toEqual([null, null]);
  });

  it('still writes with a template that spells out its own structure, under its own name', async () => {
    const m = await createMember(t.db);
    const res = await generate(m.headers, { user_input: 'A post about remote work', template: 'Three-Act Story\nStructure: Setup → Conflict → Resolution' });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.template_used).toBe('Three-Act Story');
  });
});
