/** The sign-up checks of SPEC.md §5, in its order (password minimum 8: DECISIONS.md). */
import { EMAIL_MESSAGE, EMAIL_PATTERN, FULL_NAME_MESSAGE, newPasswordProblem } from 'shared/constants';
import { LIMITS } from 'shared/constants';

export interface SignupForm {
  fullName: string;
  email: string;
  password: string;
  termsAccepted: boolean;
}

export type SignupField = 'terms' | 'email' | 'password' | 'fullName';

export type SignupCheck =
  | { ok: true }
  /** `ignored`: the terms are unchecked, so submission is silently ignored (the button stays disabled). */
  | { ok: false; field: SignupField; message: string | null; ignored?: boolean };

/** The first failing check, or ok. */
export function validateSignup(form: SignupForm): SignupCheck {
  if (!form.termsAccepted) return { ok: false, field: 'terms', message: null, ignored: true };
  if (!EMAIL_PATTERN.test(form.email.trim())) return { ok: false, field: 'email', message: EMAIL_MESSAGE };
  const passwordProblem = newPasswordProblem(form.password);
  if (passwordProblem) return { ok: false, field: 'password', message: passwordProblem };
  if (form.fullName.trim().length < LIMITS.fullNameMinLength) return { ok: false, field: 'fullName', message: FULL_NAME_MESSAGE };
  return { ok: true };
}
