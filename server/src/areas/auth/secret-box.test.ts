import { createSecretBox } from './secret-box';

describe('secret box (LinkedIn tokens at rest)', () => {
  const secret = 'a-test-secret-that-is-long-enough-1234567';

  it('round-trips and never stores the plaintext', () => {
    const box = createSecretBox(secret);
    const sealed = box.seal('AQX-access-token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('AQX');
    expect(box.open(sealed)).toBe('AQX-access-token');
    expect(box.seal('AQX-access-token')).not.toBe(sealed); // fresh IV each time
  });

  it('refuses tampered values and other keys', () => {
    const sealed = createSecretBox(secret).seal('token');
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => createSecretBox(secret).open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(`${secret}x`).open(sealed)).toThrow();
    expect(() => createSecretBox(secret, 'other-purpose').open(sealed)).toThrow();
    expect(() => createSecretBox(secret).open('garbage')).toThrow('Unreadable');
  });
});
