import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the library's OWASP-level defaults (19 MiB, 2 passes); the enum is const, so spelled out. */
const ARGON2ID = 2 as Algorithm;

/** An argon2id PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when `password` matches the stored PHC string; false (never throws) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real verification when there is no hash to check (unknown e-mail, LinkedIn-only
 * account), so the response time does not tell whether an address is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
