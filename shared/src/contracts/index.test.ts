import { GenerateRequest, LoginRequest, Persona, SignupRequest } from 'shared/contracts';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('contracts', () => {
  test('sign-up: e-mail and password messages of SPEC §5 (password minimum 8)', () => {
    expect(first(SignupRequest.safeParse({ email: 'a@b.co', password: 'longenough', full_name: 'Ada' }))).toBe(
      'Please enter a valid email address with at least 2 characters before the @ symbol',
    );
    expect(first(SignupRequest.safeParse({ email: 'ada@b.co', password: 'short', full_name: 'Ada' }))).toBe('Password must be at least 8 characters long');
    expect(first(SignupRequest.safeParse({ email: 'ada@b.co', password: 'longenough', full_name: ' A ' }))).toBe('Please enter your full name');
    const ok = SignupRequest.parse({ email: ' Ada@Example.COM ', password: 'longenough', full_name: '  Ada Lovelace ' });
    expect(ok).toEqual({ email: 'ada@example.com', password: 'longenough', full_name: 'Ada Lovelace' });
  });

  test("a field sent as something other than text says so; only a missing one is 'required'", () => {
    for (const [schema, body, message] of [
      [LoginRequest, { email: ['ada@b.co'], password: 'x' }, 'Email must be text'],
      [LoginRequest, { email: 1, password: 'x' }, 'Email must be text'],
      [LoginRequest, { email: 'ada@b.co', password: ['x'] }, 'Password must be text'],
      [LoginRequest, { password: 'x' }, 'Email is required'],
      [LoginRequest, { email: null, password: 'x' }, 'Email is required'],
      [SignupRequest, { email: {}, password: 'longenough', full_name: 'Ada' }, 'Email must be text'],
      [SignupRequest, { email: 'ada@b.co', password: 12345678, full_name: 'Ada' }, 'Password must be text'],
    ] as const) {
      expect([body, first(schema.safeParse(body))]).toEqual([body, message]);
    }
  });

  test('login needs both fields; over-long input is refused', () => {
    expect(LoginRequest.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(LoginRequest.safeParse({ email: 'a'.repeat(300), password: 'x' }).success).toBe(false);
  });

  test('persona: description longer than 10 characters; fields trimmed', () => {
    const base = { job_title: ' PM ', industry: 'SaaS', audience: 'Founders', tone: 'Witty and humorous' };
    expect(Persona.safeParse({ ...base, self_description: '0123456789' }).success).toBe(false);
    expect(Persona.parse({ ...base, self_description: '01234567890' }).job_title).toBe('PM');
  });

  test('chat input: trimmed, not empty', () => {
    expect(GenerateRequest.safeParse({ user_input: '   ' }).success).toBe(false);
    expect(GenerateRequest.parse({ user_input: ' hi ' }).user_input).toBe('hi');
  });
});
