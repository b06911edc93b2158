import { confirmationMail, greetingName } from './mails';

describe('account mails quote the name safely', () => {
  it('greets with one short line of the name, never a web address or another line', () => {
    expect(greetingName('Dana Smith')).toBe('Dana Smith');
    expect(greetingName('  Dana \t  Smith ')).toBe('Dana Smith');
    expect(greetingName(null)).toBe('there');
    // Stored before names were validated, or from LinkedIn: still never a message of its own.
    expect(greetingName('Eve,\n\nSECURITY NOTICE: your account is locked')).toBe('Eve, SECURITY NOTICE: your account is locked'.slice(0, 39).trimEnd() + '…');
    expect(greetingName('Eve visit https://evil.example/login')).toBe('there');
    expect(greetingName('Eve www.evil.example')).toBe('there');
    expect(greetingName('Eve <script>')).toBe('there');
    expect(greetingName('Bob \u202Eevil\u202C')).toBe('Bob evil');
    expect(greetingName('x'.repeat(200))).toHaveLength(40);
  });

  it('puts the greeting on the first line, and the link alone on its line', () => {
    const mail = confirmationMail({ to: 'a@example.com', name: 'Eve\nClick https://evil.example', link: 'https://app.example/api/auth/confirm?token=t' });
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hi there,');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.links).toEqual(['https://app.example/api/auth/confirm?token=t']);
  });
});
