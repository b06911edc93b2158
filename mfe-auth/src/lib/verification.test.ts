import { parseVerificationFragment } from './verification';

describe('parseVerificationFragment', () => {
  it('is expired for error_code=otp_expired', () => {
    const r = parseVerificationFragment('#error=unauthorized&error_code=otp_expired&error_description=Token+gone');
    expect(r.status).toBe('expired');
    expect(r.errorCode).toBe('otp_expired');
    expect(r.errorDescription).toBe('Token gone');
  });

  it('is expired when the description mentions expired or invalid (any case)', () => {
    expect(parseVerificationFragment('#error=server_error&error_description=Link+has+EXPIRED').status).toBe('expired');
    expect(parseVerificationFragment('#error=server_error&error_description=Email+link+is+invalid').status).toBe('expired');
  });

  it('is expired for error=access_denied', () => {
    expect(parseVerificationFragment('#error=access_denied').status).toBe('expired');
  });

  it('is the failure state for any other error, keeping error and code for the box', () => {
    const r = parseVerificationFragment('#error=server_error&error_code=unexpected_failure&error_description=Database+down');
    expect(r).toMatchObject({ status: 'error', error: 'server_error', errorCode: 'unexpected_failure', errorDescription: 'Database down', empty: false });
  });

  it('an error wins over an access token', () => {
    expect(parseVerificationFragment('#access_token=abc&error=server_error').status).toBe('error');
  });

  it('is success for an access token with no error', () => {
    const r = parseVerificationFragment('#access_token=tok123&token_type=bearer');
    expect(r).toMatchObject({ status: 'success', accessToken: 'tok123' });
  });

  it('nothing in the fragment gives error (the help content)', () => {
    for (const h of ['', '#', '#foo=bar']) {
      const r = parseVerificationFragment(h);
      expect(r.status).toBe('error');
      expect(r.empty).toBe(true);
    }
  });

  it('accepts a fragment without the leading #', () => {
    expect(parseVerificationFragment('error_code=otp_expired').status).toBe('expired');
  });
});
