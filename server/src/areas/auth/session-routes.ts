import {
  ChangePasswordRequest,
  ConfirmEmailQuery,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  EmailOnlyRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SignupRequest,
  SignupResponse,
  User,
} from 'shared/contracts';
import { optionalUser, readCookie, readSessionToken, requireUser } from '../../platform/auth-guard';
import { AppError } from '../../platform/errors';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { DEVICE_COOKIE, SIGNUP_COOKIE } from './known-devices';
import { logIn, logOut } from './login-service';
import { changePassword, requestPasswordReset, resetPassword } from './password-service';
import { confirmEmail, resendConfirmation, signUp } from './signup-service';
import { getCurrentUser } from './user-view';

const tags = ['auth'];
const VERIFY_PAGE = '/app/email-verification';
const CONFIRM_FAILED = `${VERIFY_PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`;

/** E-mail and password accounts: sign-up and confirmation, sign-in, password reset and change, session. */
export function registerSessionRoutes(app: ApiInstance, { db, config, integrations }: AppContext): void {
  const mailer = integrations.mail;
  app.post(
    '/auth/signup',
    { config: { errors: { 502: 'The e-mail could not be sent' } }, schema: { tags, summary: 'Create an account (confirmation mail)', body: SignupRequest, response: { 200: SignupResponse } } },
    async (request, reply) => {
      const { signupCookie, ...answer } = await signUp({
        db,
        config,
        mailer,
        email: request.body.email,
        password: request.body.password,
        fullName: request.body.full_name,
        ip: request.ip,
        signupCookie: readCookie(request.headers.cookie, SIGNUP_COOKIE),
      });
      reply.header('set-cookie', signupCookie);
      return answer;
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags, summary: 'Sign in with e-mail and password', body: LoginRequest, response: { 200: LoginResponse } } },
    async (request, reply) => {
      const { deviceCookie, ...session } = await logIn({
        db,
        config,
        email: request.body.email,
        password: request.body.password,
        remember: request.body.remember_me,
        ip: request.ip,
        deviceCookie: readCookie(request.headers.cookie, DEVICE_COOKIE),
      });
      reply.header('set-cookie', deviceCookie);
      return session;
    },
  );

  app.post(
    '/auth/resend-confirmation',
    { config: { errors: { 502: 'The e-mail could not be sent' } }, schema: { tags, summary: 'Mail a new confirmation link', body: EmailOnlyRequest, response: { 200: MessageResponse } } },
    async (request) =>
      resendConfirmation({ db, config, mailer, email: request.body.email, ip: request.ip, signupCookie: readCookie(request.headers.cookie, SIGNUP_COOKIE) }),
  );

  // The link in the confirmation mail. A GET never spends the token: mail scanners and link previews fetch links
  // before the member does. It lands on the verification page, which confirms with POST /auth/confirm.
  app.get(
    '/auth/confirm',
    {
      exposeHeadRoute: false,
      config: { success: { status: 302, description: 'To the verification page, which confirms the address by POST (or says the link is broken)' } },
      schema: { tags, summary: 'Confirmation link target (302 to the verification page, which confirms by POST)', querystring: ConfirmEmailQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const token = request.query.token ?? '';
      if (!token) return reply.redirect(CONFIRM_FAILED, 302);
      return reply.redirect(`${VERIFY_PAGE}?token=${encodeURIComponent(token)}`, 302);
    },
  );

  app.post(
    '/auth/confirm',
    {
      onRequest: optionalUser,
      schema: {
        tags,
        summary: "Confirm an e-mail address with a mailed token (signs the browser in unless it holds another member's session)",
        body: ConfirmEmailRequest,
        response: { 200: ConfirmEmailResponse },
      },
    },
    async (request) =>
      confirmEmail({ db, config, token: request.body.token, ip: request.ip, sessionUserId: request.maybeUserId ?? null }),
  );

  app.post(
    '/auth/forgot-password',
    { config: { errors: { 502: 'The e-mail could not be sent' } }, schema: { tags, summary: 'Mail a password reset link', body: EmailOnlyRequest, response: { 200: MessageResponse } } },
    async (request) =>
      requestPasswordReset({ db, config, mailer, email: request.body.email, ip: request.ip, deviceCookie: readCookie(request.headers.cookie, DEVICE_COOKIE) }),
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags, summary: 'Set a new password from a reset link', body: ResetPasswordRequest, response: { 200: ResetPasswordResponse } } },
    async (request) => resetPassword({ db, config, token: request.body.token, password: request.body.password, ip: request.ip }),
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Change the password', body: ChangePasswordRequest, response: { 200: MessageResponse } },
    },
    async (request) =>
      changePassword({
        db,
        config,
        userId: request.userId,
        sessionToken: sessionTokenOf(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      }),
  );

  app.get(
    '/auth/me',
    { onRequest: requireUser, config: { screenRead: { roundTrips: 1 } }, schema: { tags, summary: 'The signed-in member', response: { 200: User } } },
    async (request) => getCurrentUser({ db, userId: request.userId }),
  );

  app.post(
    '/auth/logout',
    { onRequest: requireUser, schema: { tags, summary: 'End this session', response: { 200: MessageResponse } } },
    async (request) => logOut({ db, token: sessionTokenOf(request) }),
  );
}

function sessionTokenOf(request: Parameters<typeof readSessionToken>[0]): string {
  const token = readSessionToken(request);
  if (!token) throw new AppError(401, 'Not authenticated');
  return token;
}
