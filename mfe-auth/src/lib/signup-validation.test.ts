import { EMAIL_MESSAGE, FULL_NAME_MESSAGE, PASSWORD_BLANK_MESSAGE, PASSWORD_MESSAGE } from 'shared/constants';
import { validateSignup, type SignupForm } from './signup-validation';

const good: SignupForm = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse', termsAccepted: true };

describe('validateSignup (SPEC.md §5 order)', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(good)).toEqual({ ok: true });
  });

  it('1. unchecked terms: ignored, before anything else', () => {
    expect(validateSignup({ fullName: '', email: 'x', password: '1', termsAccepted: false })).toEqual({ ok: false, field: 'terms', message: null, ignored: true });
  });

  it('2. email before password and name', () => {
    expect(validateSignup({ ...good, email: 'a@example.com', password: '1', fullName: '' })).toMatchObject({ field: 'email', message: EMAIL_MESSAGE });
    for (const bad of ['ab@', 'ab@example', 'ab@example.c', 'no-at.example.com', '']) {
      expect(validateSignup({ ...good, email: bad })).toMatchObject({ field: 'email' });
    }
  });

  it('3. password at least 8 (DECISIONS.md), before name', () => {
    expect(PASSWORD_MESSAGE).toBe('Password must be at least 8 characters long');
    expect(validateSignup({ ...good, password: '1234567', fullName: '' })).toMatchObject({ field: 'password', message: PASSWORD_MESSAGE });
    expect(validateSignup({ ...good, password: '12345678' })).toEqual({ ok: true });
  });

  it('3. a password of only spaces is refused; spaces in a real one are kept as typed', () => {
    expect(validateSignup({ ...good, password: '        ', fullName: '' })).toMatchObject({ field: 'password', message: PASSWORD_BLANK_MESSAGE });
    expect(validateSignup({ ...good, password: '\t \u00A0 \u200B    ' })).toMatchObject({ field: 'password', message: PASSWORD_BLANK_MESSAGE });
    expect(validateSignup({ ...good, password: '   ' })).toMatchObject({ field: 'password', message: PASSWORD_MESSAGE });
    expect(validateSignup({ ...good, password: '  a b c   ' })).toEqual({ ok: true });
  });

  it('4. full name trimmed, at least 2 characters', () => {
    expect(validateSignup({ ...good, fullName: '  A  ' })).toMatchObject({ field: 'fullName', message: FULL_NAME_MESSAGE });
    expect(validateSignup({ ...good, fullName: ' Al ' })).toEqual({ ok: true });
  });
});
