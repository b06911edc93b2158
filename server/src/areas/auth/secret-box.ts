import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for third-party tokens (LinkedIn access and refresh tokens): AES-256-GCM with a key
 * derived from APP_SECRET by HKDF, so rotating APP_SECRET makes the stored tokens unreadable (members
 * reconnect) rather than silently wrong. Format: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export function createSecretBox(appSecret: string, purpose = 'linkedin-tokens'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'postpilot', `secret-box:${purpose}`, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
