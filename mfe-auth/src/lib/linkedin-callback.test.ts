import { AxiosError, AxiosHeaders } from 'axios';
import { classifyCallbackError, decideCallbackStart, duplicateDestination, LINKEDIN_MESSAGES } from './linkedin-callback';

function httpError(status: number, detail?: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, {
    status, statusText: '', headers: {}, config, data: detail === undefined ? {} : { detail },
  });
}

describe('decideCallbackStart', () => {
  it('success=true with a token signs in with the name from the query', () => {
    expect(decideCallbackStart({ success: 'true', token: 't1', name: 'Grace Hopper' })).toEqual({ kind: 'token', token: 't1', name: 'Grace Hopper' });
  });

  it("falls back to 'LinkedIn User' without a name", () => {
    expect(decideCallbackStart({ success: 'true', token: 't1' })).toMatchObject({ name: 'LinkedIn User' });
  });

  it('an error query gives the OAuth error message', () => {
    expect(decideCallbackStart({ error: 'user_cancelled_login', code: 'x', state: 'y' })).toEqual({
      kind: 'oauth-error',
      message: 'LinkedIn OAuth error: user_cancelled_login',
    });
  });

  it('no code gives the no-code message', () => {
    expect(decideCallbackStart({})).toEqual({ kind: 'no-code', message: LINKEDIN_MESSAGES.noCode });
    expect(decideCallbackStart({ success: 'true' })).toMatchObject({ kind: 'no-code' });
    expect(decideCallbackStart({ code: 'abc' })).toMatchObject({ kind: 'no-code' });
  });

  it('code and state are exchanged', () => {
    expect(decideCallbackStart({ code: 'abc', state: 'st' })).toEqual({ kind: 'exchange', code: 'abc', state: 'st' });
  });
});

describe('classifyCallbackError', () => {
  it('409 and duplicate/Conflict/DUPLICATE_REQUEST_HANDLED are duplicates', () => {
    expect(classifyCallbackError(httpError(409)).kind).toBe('duplicate');
    expect(classifyCallbackError(httpError(422, 'Duplicate request')).kind).toBe('duplicate');
    expect(classifyCallbackError(httpError(418, 'Conflict')).kind).toBe('duplicate');
    expect(classifyCallbackError(new Error('DUPLICATE_REQUEST_HANDLED')).kind).toBe('duplicate');
  });

  it('400 is an expired code, 500 a server error, anything else a failure', () => {
    expect(classifyCallbackError(httpError(400))).toEqual({ kind: 'expired', message: LINKEDIN_MESSAGES.codeExpired });
    expect(classifyCallbackError(httpError(400, LINKEDIN_MESSAGES.codeExpired))).toEqual({ kind: 'expired', message: LINKEDIN_MESSAGES.codeExpired });
    expect(classifyCallbackError(httpError(500))).toEqual({ kind: 'server', message: LINKEDIN_MESSAGES.serverError });
    expect(classifyCallbackError(httpError(403, 'nope'))).toEqual({ kind: 'other', message: LINKEDIN_MESSAGES.failed });
    expect(classifyCallbackError(new Error('boom'))).toEqual({ kind: 'other', message: LINKEDIN_MESSAGES.failed });
  });

  it("a 400 that names another reason says it: trying again would fail the same way, not a code that expired", () => {
    for (const detail of [
      'This LinkedIn account is already connected to another PostPilot account.',
      'An account with this email already exists. Please sign in with your password, then connect LinkedIn in Account Settings.',
      'Your LinkedIn account did not share an email address. Please sign up with email instead.',
    ]) {
      expect(classifyCallbackError(httpError(400, detail))).toEqual({ kind: 'expired', message: detail });
    }
  });

  it('after a duplicate: dashboard with a stored token, else login', () => {
    expect(duplicateDestination(true)).toBe('/app/dashboard');
    expect(duplicateDestination(false)).toBe('/app/login');
  });
});
