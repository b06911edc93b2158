import { createHash } from 'node:crypto';

/** A member of the LinkedIn sandbox, as the consent page offers them. */
export interface SandboxIdentity {
  key: string;
  sub: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  email_verified: boolean;
  picture: string | null;
}

/** The three test members on the consent page; stable subs, so signing in twice finds the same account. */
export const SANDBOX_IDENTITIES: readonly SandboxIdentity[] = [
  person('ada', 'Ada', 'Lovelace'),
  person('grace', 'Grace', 'Hopper'),
  person('alan', 'Alan', 'Turing'),
];

function person(key: string, given: string, family: string): SandboxIdentity {
  return {
    key,
    sub: `sandbox-${key}`,
    name: `${given} ${family}`,
    given_name: given,
    family_name: family,
    email: `${given}.${family}@linkedin-sandbox.example`.toLowerCase(),
    email_verified: true,
    picture: null,
  };
}

/** A custom identity typed on the consent page; the sub is derived from the e-mail, so it is stable too. */
export function customIdentity({ name, email, emailVerified }: { name: string; email: string; emailVerified: boolean }): SandboxIdentity {
  const [given, ...rest] = name.trim().split(/\s+/);
  const normalized = email.trim().toLowerCase();
  return {
    key: 'custom',
    sub: `sandbox-${createHash('sha256').update(normalized).digest('hex').slice(0, 16)}`,
    name: name.trim(),
    given_name: given ?? name.trim(),
    family_name: rest.join(' '),
    email: normalized,
    email_verified: emailVerified,
    picture: null,
  };
}

export function findSandboxIdentity(key: string): SandboxIdentity | undefined {
  return SANDBOX_IDENTITIES.find((i) => i.key === key);
}
