import { TONE_PRESETS } from 'shared/constants';
import { TONE_MESSAGE } from 'shared/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { describeEachDb } from '../../test/db';
import { createSession, createUser } from '../../test/factories';
import { areas } from '../index';
import { getMemberTimezone } from './member-facts-service';
import type { AreaManifest } from '../types';
import { get, post } from './test-helpers';

/** An area whose only job is to show that every manifest's member-data export reaches GET /api/user/export. */
const exportProbeArea: AreaManifest = {
  name: 'export-probe',
  memberData: {
    export: async (ctx, userId) => {
      const row = await ctx.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
      return { test_area_items: [{ owner: row?.email }] };
    },
  },
};

const persona = {
  job_title: 'Head of Growth',
  industry: 'B2B SaaS',
  audience: 'Founders and marketers',
  tone: 'Custom: warm but direct',
  self_description: 'I help early-stage startups find their first thousand customers.',
};

describeEachDb('persona, profile, preferences, export and deletion', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { RATE_LIMIT_MULTIPLIER: '100' }, areas: [...areas, exportProbeArea] });
  });
  afterAll(() => t.close());

  async function member(overrides: Parameters<typeof createUser>[1] = {}) {
    const { user, password } = await createUser(t.db, overrides);
    return { user, password, token: await createSession(t.db, user.id) };
  }
  const send = (method: 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  describe('persona', () => {
    it('is null until saved, then saved and replaced per member', async () => {
      const a = await member();
      const b = await member();
      expect((await get(t.app, '/api/user/persona', a.token)).json()).toEqual({ success: true, persona: null });
      const saved = await post(t.app, '/api/user/persona', persona, a.token);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ success: true, message: 'Profile saved successfully', persona });
      const updated = await post(t.app, '/api/user/persona', { ...persona, tone: 'Witty and humorous' }, a.token);
      expect(updated.json().persona.tone).toBe('Witty and humorous');
      expect((await get(t.app, '/api/user/persona', a.token)).json().persona.tone).toBe('Witty and humorous');
      // Another member sees only their own (none).
      expect((await get(t.app, '/api/user/persona', b.token)).json()).toEqual({ success: true, persona: null });
    });

    it('takes one of the six preset tones or a custom one written "Custom: …" (SPEC.md §3), and refuses any other', async () => {
      const a = await member();
      for (const tone of TONE_PRESETS) {
        const res = await post(t.app, '/api/user/persona', { ...persona, tone }, a.token);
        expect([res.statusCode, res.json().persona?.tone]).toEqual([200, tone]);
      }
      const spelled: [string, string][] = [
        ['  friendly AND conversational ', 'Friendly and conversational'],
        ['Custom:dry wit', 'Custom: dry wit'],
        ['custom:   calm, precise ', 'Custom: calm, precise'],
      ];
      for (const [tone, stored] of spelled) {
        const res = await post(t.app, '/api/user/persona', { ...persona, tone }, a.token);
        expect([res.statusCode, res.json().persona?.tone]).toEqual([200, stored]);
      }
      for (const tone of ['Professional', 'Sarcastic', 'Custom:', 'Custom:   ', 'My own: warm']) {
        const res = await post(t.app, '/api/user/persona', { ...persona, tone }, a.token);
        expect([tone, res.statusCode, res.json()]).toEqual([tone, 400, { detail: TONE_MESSAGE }]);
      }
      expect(TONE_MESSAGE).toContain('Storytelling and personal');
      // What was refused changed nothing.
      expect((await get(t.app, '/api/user/persona', a.token)).json().persona.tone).toBe('Custom: calm, precise');
    });

    it('strips bidi and zero-width controls from the one-line fields, as from the name', async () => {
      const a = await member();
      const body = { ...persona, job_title: 'Head of \u202EhtworG\u202C', industry: '\u2066Fintech\u2069\u200B', audience: 'Founders\u200F', tone: 'Custom: calm\uFEFF' };
      const res = await post(t.app, '/api/user/persona', body, a.token);
      expect([res.statusCode, res.json().persona]).toEqual([200, { ...persona, job_title: 'Head of htworG', industry: 'Fintech', audience: 'Founders', tone: 'Custom: calm' }]);
      const empty = await post(t.app, '/api/user/persona', { ...persona, industry: '\u202E\u200B' }, a.token);
      expect([empty.statusCode, empty.json()]).toEqual([400, { detail: 'Industry is required' }]);
    });

    it('validates every field and requires a session', async () => {
      const a = await member();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...persona, job_title: '  ' }, 'Role or title is required'],
        [{ ...persona, industry: undefined }, 'Industry is required'],
        [{ ...persona, audience: '' }, 'Target audience is required'],
        [{ ...persona, tone: '' }, 'Please choose a writing style'],
        [{ ...persona, self_description: 'too short' }, 'Description must be longer than 10 characters'],
        [{ ...persona, self_description: 'x'.repeat(1001) }, 'Description is too long (at most 1,000 characters)'],
        [{ ...persona, job_title: 'x'.repeat(201) }, 'Role or title is too long'],
        [{ ...persona, tone: 7 }, 'Please choose a writing style'],
        // SPEC.md §3: one of the six presets or a custom text after 'Custom: ' (the modal's rule, on the server too).
        [{ ...persona, tone: 'Whatever I like' }, 'Writing style must be one of'],
        [{ ...persona, tone: 'Custom:   ' }, 'Writing style must be one of'],
      ];
      for (const [body, message] of cases) {
        const res = await post(t.app, '/api/user/persona', body, a.token);
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toContain(message);
        // A sentence the member reads in 'Failed to save your profile: {detail}', not 'field: message'.
        expect(res.json().detail).not.toMatch(/^[a-z_]+[: ]/);
      }
      expect((await get(t.app, '/api/user/persona')).statusCode).toBe(401);
      expect((await post(t.app, '/api/user/persona', persona)).statusCode).toBe(401);
    });

    it("names a field as the form labels it (SPEC.md §2: 'role or title'), never by its key, whichever check refuses it", async () => {
      const a = await member();
      const cases: [Record<string, unknown>, string][] = [
        // The input guard (control characters, lone surrogates) runs before the schema, on every route.
        [{ ...persona, job_title: 'Head\u0007 of Sales' }, 'Role or title contains control characters, which are not allowed'],
        [{ ...persona, audience: 'Founders\u0000' }, 'Target audience contains control characters, which are not allowed'],
        [{ ...persona, tone: 'Custom: calm\u001B' }, 'Writing style contains control characters, which are not allowed'],
        [{ ...persona, self_description: 'I help founders hire.\u0008' }, 'Description contains control characters, which are not allowed'],
        [{ ...persona, job_title: 'Head of \uD800Sales' }, 'Role or title contains an invalid character (a lone UTF-16 surrogate)'],
        // zod's own wording, rewritten with the field's name.
        [{ ...persona, self_description: 7 }, 'Description must be text'],
      ];
      for (const [body, detail] of cases) {
        const res = await post(t.app, '/api/user/persona', body, a.token);
        expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
      }
    });
  });

  describe('profile', () => {
    it('changes only the full name and refuses a different e-mail', async () => {
      const a = await member({ email: 'prof@example.com', full_name: 'Old Name' });
      const ok = await send('PUT', '/api/user/profile', a.token, { full_name: ' New Name ', email: 'PROF@example.com' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, user: { full_name: 'New Name', email: 'prof@example.com' } });
      const refused = await send('PUT', '/api/user/profile', a.token, { full_name: 'Other', email: 'new@example.com' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: 'Email cannot be changed. Contact support if needed.' });
      expect((await get(t.app, '/api/auth/me', a.token)).json()).toMatchObject({ full_name: 'New Name', email: 'prof@example.com' });
      const bad = await send('PUT', '/api/user/profile', a.token, { full_name: 'X' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toContain('Please enter your full name');
      expect((await send('PUT', '/api/user/profile', undefined, { full_name: 'Nobody Here' })).statusCode).toBe(401);
    });
  });

  describe('notification preferences', () => {
    it('default to all on and are stored per member', async () => {
      const a = await member();
      const b = await member();
      const all = { email: true, trendingTopics: true, latestIdeas: true, updates: true };
      expect((await get(t.app, '/api/user/notification-preferences', a.token)).json()).toEqual(all);
      const next = { email: false, trendingTopics: true, latestIdeas: false, updates: true };
      const saved = await send('PUT', '/api/user/notification-preferences', a.token, next);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(next);
      expect((await get(t.app, '/api/user/notification-preferences', a.token)).json()).toEqual(next);
      expect((await get(t.app, '/api/user/notification-preferences', b.token)).json()).toEqual(all);
      const bad = await send('PUT', '/api/user/notification-preferences', a.token, { ...next, email: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect((await send('PUT', '/api/user/notification-preferences', a.token, { email: true })).statusCode).toBe(400);
    });
  });

  describe('time zone', () => {
    it('is saved per member in the runtime\'s spelling, returned by /api/auth/me; an unknown zone is refused and changes nothing', async () => {
      const a = await member();
      const b = await member();
      expect((await get(t.app, '/api/auth/me', a.token)).json().timezone).toBeNull();
      const saved = await send('PUT', '/api/user/timezone', a.token, { timezone: ' europe/paris ' });
      expect([saved.statusCode, saved.json()]).toEqual([200, { success: true, timezone: 'Europe/Paris' }]);
      expect((await get(t.app, '/api/auth/me', a.token)).json().timezone).toBe('Europe/Paris');
      expect((await get(t.app, '/api/auth/me', b.token)).json().timezone).toBeNull();
      // A zone as the member gave it (ICU would call it 'Asia/Calcutta').
      expect((await send('PUT', '/api/user/timezone', b.token, { timezone: 'Asia/Kolkata' })).json()).toEqual({ success: true, timezone: 'Asia/Kolkata' });
      // Zones the runtime knows but does not list (UTC, an Etc/ zone) get its capitals too.
      for (const [given, stored] of [['utc', 'UTC'], ['etc/gmt+5', 'Etc/GMT+5'], ['UTC', 'UTC']]) {
        expect((await send('PUT', '/api/user/timezone', b.token, { timezone: given })).json()).toEqual({ success: true, timezone: stored });
      }
      const unknown = await send('PUT', '/api/user/timezone', a.token, { timezone: 'Mars/Olympus_Mons' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().detail).toContain('Mars/Olympus_Mons');
      for (const body of [{}, { timezone: '' }, { timezone: 42 }, { timezone: 'x'.repeat(65) }]) {
        expect((await send('PUT', '/api/user/timezone', a.token, body)).statusCode).toBe(400);
      }
      expect((await get(t.app, '/api/auth/me', a.token)).json().timezone).toBe('Europe/Paris');
      expect((await send('PUT', '/api/user/timezone', undefined, { timezone: 'UTC' })).statusCode).toBe(401);
    });

    it("reads SPEC §9's labels as the Scheduler does, and refuses the runtime's other legacy abbreviations with a 400", async () => {
      const a = await member();
      // The runtime alone reads 'EST' as Panama and 'MST' as Phoenix (no daylight saving): the Account Settings setter
      // saved them so, while the Scheduler read the same labels as New York and Denver.
      for (const [given, zone] of [['EST', 'America/New_York'], ['cst', 'America/Chicago'], [' MST ', 'America/Denver'], ['PST', 'America/Los_Angeles']]) {
        const saved = await send('PUT', '/api/user/timezone', a.token, { timezone: given });
        expect([given, saved.statusCode, saved.json()]).toEqual([given, 200, { success: true, timezone: zone }]);
        expect((await get(t.app, '/api/auth/me', a.token)).json().timezone).toBe(zone);
      }
      // 'BST' would be Bangladesh and 'IST' Kolkata: abbreviations several places share are refused, naming the way out.
      for (const given of ['BST', 'IST', 'ist', 'AST', 'NST', 'CET', 'HST', 'Japan']) {
        const refused = await send('PUT', '/api/user/timezone', a.token, { timezone: given });
        expect([given, refused.statusCode]).toEqual([given, 400]);
        expect(refused.json().detail).toMatch(new RegExp(`'${given}' is an abbreviation.*IANA zone such as`));
      }
      expect((await get(t.app, '/api/auth/me', a.token)).json().timezone).toBe('America/Los_Angeles');
      // A label saved before this reading ('EST' meant Panama to the runtime) is read as its preset; a refused one as none.
      for (const [stored, shown] of [['EST', 'America/New_York'], ['IST', null]]) {
        await t.db.updateTable('users').set({ timezone: stored }).where('id', '=', a.user.id).execute();
        expect([stored, (await get(t.app, '/api/auth/me', a.token)).json().timezone]).toEqual([stored, shown]);
        expect([stored, await getMemberTimezone({ db: t.db, userId: a.user.id })]).toEqual([stored, shown]);
      }
      // Real IANA names (with a slash, or UTC/GMT) are still taken as given.
      for (const [given, zone] of [['GMT', 'GMT'], ['US/Eastern', 'US/Eastern'], ['EST5EDT', 'EST5EDT']]) {
        expect((await send('PUT', '/api/user/timezone', a.token, { timezone: given })).json()).toEqual({ success: true, timezone: zone });
      }
    });
  });

  describe('export', () => {
    it('downloads everything the member owns as JSON, without secrets or other members', async () => {
      const a = await member({ email: 'exporter@example.com' });
      const other = await member({ email: 'someone-else@example.com' });
      await post(t.app, '/api/user/persona', persona, a.token);
      await post(t.app, '/api/user/persona', { ...persona, job_title: 'Other member' }, other.token);
      await t.db
        .insertInto('linkedin_accounts')
        .values({ user_id: a.user.id, sub: 'li-123', access_token_enc: 'v1.sealed.secret.value', refresh_token_enc: null, scopes: 'openid profile', expires_at: null, name: 'Ex Porter', created_at: new Date().toISOString() })
        .execute();

      const res = await get(t.app, '/api/user/export', a.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="postpilot-export-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = res.json();
      expect(data.profile).toMatchObject({ id: a.user.id, email: 'exporter@example.com', linkedin_connected: true });
      expect(data.persona).toEqual(persona);
      expect(data.notification_preferences).toEqual({ email: true, trendingTopics: true, latestIdeas: true, updates: true });
      expect(data.linkedin_connection).toMatchObject({ linkedin_member_id: 'li-123', name: 'Ex Porter', scopes: ['openid', 'profile'] });
      expect(data.test_area_items).toEqual([{ owner: 'exporter@example.com' }]);
      expect(res.body).not.toContain('sealed');
      expect(res.body).not.toContain('argon2');
      expect(res.body).not.toContain('Other member');
      expect((await get(t.app, '/api/user/export')).statusCode).toBe(401);
    });
  });

  describe('account deletion', () => {
    it('needs the right password, then deletes the member, everything they own and their sessions', async () => {
      const a = await member({ email: 'leaving@example.com' });
      const keep = await member({ email: 'staying@example.com' });
      const second = await createSession(t.db, a.user.id);
      await post(t.app, '/api/user/persona', persona, a.token);
      await post(t.app, '/api/user/persona', persona, keep.token);
      await send('PUT', '/api/user/notification-preferences', a.token, { email: false, trendingTopics: false, latestIdeas: false, updates: false });

      const none = await send('DELETE', '/api/user/account', a.token, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().detail).toBe('Please enter your password to delete your account');
      const wrong = await send('DELETE', '/api/user/account', a.token, { password: 'not it at all' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().detail).toBe('Password is incorrect');
      expect((await get(t.app, '/api/auth/me', a.token)).statusCode).toBe(200);

      const ok = await send('DELETE', '/api/user/account', a.token, { password: a.password });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: 'Your account and all its data have been deleted.' });
      expect((await get(t.app, '/api/auth/me', a.token)).statusCode).toBe(401);
      expect((await get(t.app, '/api/auth/me', second)).statusCode).toBe(401);
      for (const table of ['sessions', 'personas', 'notification_preferences', 'auth_tokens', 'linkedin_accounts'] as const) {
        const rows = await t.db.selectFrom(table).select('user_id').where('user_id', '=', a.user.id).execute();
        expect({ table, rows }).toEqual({ table, rows: [] });
      }
      expect((await post(t.app, '/api/auth/login', { email: 'leaving@example.com', password: a.password })).statusCode).toBe(401);
      // The other member is untouched.
      expect((await get(t.app, '/api/user/persona', keep.token)).json().persona).toEqual(persona);
    });

    it('needs no password for a LinkedIn-only account, and a body is optional', async () => {
      const a = await member({ password: null });
      const res = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: { authorization: `Bearer ${a.token}` } });
      expect(res.json()).toEqual({ message: 'Your account and all its data have been deleted.' });
      expect(await t.db.selectFrom('users').select('id').where('id', '=', a.user.id).execute()).toEqual([]);
    });

    it('requires a session', async () => {
      expect((await send('DELETE', '/api/user/account', undefined, { password: 'x' })).statusCode).toBe(401);
    });
  });
});

describe('dev outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:1', LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret' },
    });
    try {
      const res = await get(t.app, '/api/dev/outbox');
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
