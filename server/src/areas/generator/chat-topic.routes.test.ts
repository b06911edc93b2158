import { ContentHistoryResponse, GenerateResponse } from 'shared/contracts';
import { type TestApp, createTestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createMember } from './test-support';

/**
 * A chat with the built-in writer (no model) whose subject changes after its first request: the follow-ups are about
 * the post the chat is on now ("I mean my summer internship at Deloitte"), not the chat's first request ("internship").
 */
describeEachDb('the chat follows the subject it moved to', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('writes a follow-up after "I mean …" about the corrected subject, and the history keeps it as the topic', async () => {
    const m = await createMember(t.db, { tier: 'comet' });
    const send = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers: m.headers, payload });
      expect([res.statusCode, res.json()]).toEqual([200, expect.anything()]);
      return GenerateResponse.parse(res.json());
    };
    const first = await send('/api/linkedin-gpt/generate', { user_input: 'internship', template: null, viral_context: null });
    const corrected = await send('/api/linkedin-gpt/continue', { user_input: 'I mean my summer internship at Deloitte', session_id: first.session_id });
    expect(corrected.content).toMatch(/summer internship/);
    const asked = await send('/api/linkedin-gpt/continue', { user_input: 'add a question at the end', session_id: first.session_id });
    const closing = asked.content.split('\n\n').filter((p) => !p.startsWith('#')).pop()!;
    expect(closing).toMatch(/\?$/);
    // About the post it closes ("my summer internship"), never the chat's first word alone ("how do you handle internship?").
    expect(closing).not.toMatch(/(?<!summer )internship\?$/);
    const history = ContentHistoryResponse.parse((await t.app.inject({ method: 'GET', url: '/api/user/content-history', headers: m.headers })).json());
    expect(history.history[0].topic).toMatch(/summer internship/i);
    // Small talk in between changes nothing: 'thanks!' is not a subject.
    await send('/api/linkedin-gpt/continue', { user_input: 'thanks!', session_id: first.session_id });
    const shorter = await send('/api/linkedin-gpt/continue', { user_input: 'make it shorter', session_id: first.session_id });
    expect(shorter.content).toMatch(/summer internship/);
  });
});
