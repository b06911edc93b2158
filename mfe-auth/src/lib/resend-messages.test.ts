import { AxiosError, AxiosHeaders } from 'axios';
import { RESEND_A, RESEND_AUTH_FALLBACK, RESEND_B, resendFailureA, resendFailureB, resendToast } from './resend-messages';

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

  it("the auth layer's toast: the server detail, else 'Failed to resend confirmation email'", () => {
    expect(RESEND_AUTH_FALLBACK).toBe('Failed to resend confirmation email');
    expect(resendToast(http(400, 'This email is already confirmed'))).toBe('This email is already confirmed');
    expect(resendToast(http(500))).toBe('Failed to resend confirmation email');
    expect(resendToast(new Error('?'))).toBe('Failed to resend confirmation email');
  });
});
