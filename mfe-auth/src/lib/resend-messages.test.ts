import { AxiosError, AxiosHeaders } from 'axios';
import { RESEND_A, RESEND_B, resendFailureA, resendFailureB } from './resend-messages';

const config = { headers: new AxiosHeaders() };
const http = (status: number, detail?: string) =>
  new AxiosError('x', 'E', config, {}, { status, statusText: '', headers: {}, config, data: detail ? { detail } : {} });
const network = new AxiosError('Network Error', 'ERR_NETWORK', config, {});

describe('resend messages', () => {
  it('variant A: HTTP failure vs network failure', () => {
    expect(resendFailureA(http(500))).toBe(RESEND_A.failure);
    expect(resendFailureA(network)).toBe(RESEND_A.network);
  });

  it('variant B: already verified / not found / server text / fallback', () => {
    expect(resendFailureB(http(400, 'Email already confirmed'))).toBe(RESEND_B.alreadyVerified);
    expect(resendFailureB(http(400, 'This address is already verified'))).toBe(RESEND_B.alreadyVerified);
    expect(resendFailureB(http(404, 'User not found'))).toBe(RESEND_B.notFound);
    expect(resendFailureB(http(404, 'No account found with this email'))).toBe(RESEND_B.notFound);
    expect(resendFailureB(http(429, 'Too many requests. Try again in a minute.'))).toBe('Too many requests. Try again in a minute.');
    expect(resendFailureB(http(500))).toBe(RESEND_B.fallback);
  });
});
