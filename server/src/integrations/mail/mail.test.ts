import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test/app';
import { createTestDb, describeEachDb } from '../../test/db';
import { closeSmtpTransports } from './smtp';
import { sendMail } from './index';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The decoded text body of a simple (single-part, quoted-printable or 7bit) message. */
function textBody(raw: string): string {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const decoded = /quoted-printable/i.test(head)
    ? Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body;
  return decoded.replace(/\r\n/g, '\n');
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1];

describeEachDb('mail over SMTP', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ dialect, env: { SMTP_URL: smtp.url, MAIL_FROM: 'PostPilot <hello@postpilot.test>', PUBLIC_URL: 'https://postpilot.test' } });
  });
  afterAll(async () => {
    await t.close();
    closeSmtpTransports();
    await smtp.stop();
  });

  it('delivers the confirmation mail over SMTP (not to the outbox) with a working link on its own line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'smtp.member@example.com', password: 'long enough 1', full_name: 'Smtp Member' },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe('hello@postpilot.test');
    expect(mail.to).toEqual(['smtp.member@example.com']);
    expect(header(mail.raw, 'Subject')).toBe('Confirm your PostPilot account');
    const text = textBody(mail.raw);
    const link = /^(https:\/\/postpilot\.test\/api\/auth\/confirm\?token=[\w-]+)$/m.exec(text)?.[1];
    expect(link).toBeDefined();
    expect(text).toContain('Hi Smtp Member,');
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);

    // The link's GET lands on the page without spending the token (a mail scanner may fetch it); the page confirms by POST.
    const token = new URL(link!).searchParams.get('token')!;
    const landing = await t.app.inject({ method: 'GET', url: new URL(link!).pathname + new URL(link!).search });
    expect(landing.headers.location).toBe(`/app/email-verification?token=${token}`);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().access_token).toEqual(expect.any(String));
  });

  it('delivers the password-reset mail over SMTP, and its link resets the password once', async () => {
    const before = smtp.received.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'smtp.member@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received[before];
    expect(mail.to).toEqual(['smtp.member@example.com']);
    expect(header(mail.raw, 'Subject')).toBe('Reset your PostPilot password');
    const link = /^(https:\/\/postpilot\.test\/app\/reset-password\?token=[\w-]+)$/m.exec(textBody(mail.raw))?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token');
    const reset = () => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'reset over smtp 1' } });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'smtp.member@example.com', password: 'reset over smtp 1' } });
    expect(login.statusCode).toBe(200);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('answers 502 when the SMTP server cannot be reached', async () => {
    const testDb = await createTestDb({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      await expect(
        sendMail({ config: testDb.config, db: testDb.db, message: { to: 'x@example.com', subject: 's', text: 't' } }),
      ).rejects.toMatchObject({ status: 502 });
    } finally {
      closeSmtpTransports();
      await testDb.destroy();
    }
  });
});

describe('mail without SMTP', () => {
  it('goes to the outbox in local mode, with the links listed', async () => {
    const testDb = await createTestDb();
    try {
      await sendMail({
        config: testDb.config,
        db: testDb.db,
        message: { to: 'Out@Example.com', subject: 'Hello', text: 'Open\n\nhttps://a.test/x?y=1\n\nor http://b.test/z.' },
      });
      const rows = await testDb.db.selectFrom('outbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ to_address: 'out@example.com', subject: 'Hello' });
      expect(JSON.parse(rows[0].links)).toEqual(['https://a.test/x?y=1', 'http://b.test/z']);
    } finally {
      await testDb.destroy();
    }
  });

  it('is a 503 "not configured" in production, before any account is created', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: 'prod@example.com', password: 'long enough 1', full_name: 'Pro Duction' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: 'Mail is not configured. Please contact support.' });
      expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'prod@example.com' } })).statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
