import { z } from 'zod';
import { CUSTOM_TONE_PREFIX, EMAIL_MESSAGE, EMAIL_PATTERN, EMPTY_EMAIL_MESSAGE, FULL_NAME_MESSAGE, LIMITS, newPasswordProblem, PASSWORD_BLANK_MESSAGE, PASSWORD_MESSAGE, TIERS, TONE_PRESETS } from 'shared/constants';
import { CONTROL_CHARS, LINE_BREAKS, LOOKS_LIKE_URL, oneLine, stripInvisibleControls, visibleText } from './common';

// The rules and messages live in shared/constants (plain data the browser can import without zod).
export { EMAIL_MESSAGE, EMAIL_PATTERN, FULL_NAME_MESSAGE, PASSWORD_BLANK_MESSAGE, PASSWORD_MESSAGE };

/** A text field's type error: missing (or null) is '<label> is required'; anything but text (a number, a list) '<label> must be text'. */
const textField = (label: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
});

export const Email = z
  .string(textField('Email'))
  .trim()
  .max(LIMITS.maxEmailLength, 'Email is too long')
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE)
  .transform((s) => s.toLowerCase());
export const NewPassword = z
  .string(textField('Password'))
  .min(LIMITS.passwordMinLength, { message: PASSWORD_MESSAGE, abort: true })
  .max(LIMITS.maxPasswordLength, { message: 'Password is too long', abort: true })
  // Kept as typed (SPEC.md §5 trims only the name), but eight spaces are no password.
  .refine((p) => newPasswordProblem(p) !== PASSWORD_BLANK_MESSAGE, PASSWORD_BLANK_MESSAGE);
/**
 * A member's name: one line of printable text without web addresses (it opens e-mails, so it must not be able to
 * carry a message of its own), bidirectional and zero-width controls stripped (stripInvisibleControls).
 */
export const FullName = z
  .string({ error: FULL_NAME_MESSAGE })
  .overwrite((s) => stripInvisibleControls(s).trim())
  .min(LIMITS.fullNameMinLength, FULL_NAME_MESSAGE)
  // Characters that show nothing (zero-width, blank letters) do not count: '\u200B\u200B' is no name.
  .refine((s) => visibleText(s).length >= LIMITS.fullNameMinLength, FULL_NAME_MESSAGE)
  .max(LIMITS.maxNameLength, 'Full name is too long')
  // Over-long names are refused by max() already: the pattern checks only run on what could be a name.
  .refine((s) => s.length > LIMITS.maxNameLength || (!LINE_BREAKS.test(s) && !CONTROL_CHARS.test(s)), 'Full name must be one line of text')
  .refine((s) => s.length > LIMITS.maxNameLength || !LOOKS_LIKE_URL.test(s), 'Full name cannot contain a web address');

export const Tier = z.enum(TIERS);

export const User = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  subscription_tier: Tier,
  subscription_status: z.string().nullable(),
  email_confirmed_at: z.string().nullable(),
  linkedin_connected: z.boolean(),
  has_password: z.boolean(),
  timezone: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({
  email: z.string(textField('Email')).trim().min(1, 'Email is required').max(LIMITS.maxEmailLength, 'Email is too long'),
  password: z.string(textField('Password')).min(1, 'Password is required').max(LIMITS.maxPasswordLength, 'Password is too long'),
  remember_me: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;
export const LoginResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer'), user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const SignupRequest = z.object({ email: Email, password: NewPassword, full_name: FullName });
export type SignupRequest = z.infer<typeof SignupRequest>;
/** Without confirmation the server may sign the member in at once (`access_token` + `user`); the UI then opens
 * the profile-setup modal, else it asks the member to log in. */
export const SignupResponse = z.object({
  email_confirmation_required: z.boolean(),
  message: z.string(),
  access_token: z.string().optional(),
  user: User.optional(),
});
export type SignupResponse = z.infer<typeof SignupResponse>;

/** Resend confirmation and forgot password: no address at all reads SPEC.md §5's 'Please enter your email address'. */
export const EmailOnlyRequest = z.object({ email: z.string({ error: EMPTY_EMAIL_MESSAGE }).trim().min(1, EMPTY_EMAIL_MESSAGE).pipe(Email) });
export type EmailOnlyRequest = z.infer<typeof EmailOnlyRequest>;
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * GET /api/user/export: everything kept about the member as one JSON download, `exported_at` and then one key per
 * part, each written by the area that owns it (profile, persona, notification_preferences, linkedin_connection,
 * chats and history, library, scheduled posts, followed creators, billing…). Open: a new area adds its key.
 */
export const AccountExport = z
  .looseObject({ exported_at: z.string().describe('When the export was made (ISO 8601)') })
  .describe('Everything kept about the member: exported_at, then one key per part of their data');
export type AccountExport = z.infer<typeof AccountExport>;

export const ConfirmEmailRequest = z.object({ token: z.string().min(10).max(200) });
/**
 * POST /api/auth/confirm: the address is confirmed. A session (`access_token`, `user`) comes only to the browser that
 * signed up for the account (its `pp_signup` cookie) and that holds no other member's session: a link opened
 * anywhere else confirms without signing in, so nobody can sign a browser into their own account by sending the link
 * (login CSRF). `signed_in_as` is the e-mail of another member whose session the browser keeps; `signed_in` says
 * the browser is (now, or already) signed in as the confirmed account.
 */
export const ConfirmEmailResponse = z.object({
  message: z.string(),
  email: z.string(),
  signed_in: z.boolean(),
  signed_in_as: z.string().nullable(),
  access_token: z.string().optional(),
  token_type: z.literal('bearer').optional(),
  user: User.optional(),
});
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;
/** POST /api/auth/reset-password: `email` is the account reset, so a browser signed in as someone else keeps its session. */
export const ResetPasswordResponse = z.object({ message: z.string(), email: z.string() });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;
export const ResetPasswordRequest = z.object({ token: z.string().min(10).max(200), password: NewPassword });
export const ChangePasswordRequest = z.object({
  current_password: z.string().max(LIMITS.maxPasswordLength).optional(),
  new_password: NewPassword,
});

export const LinkedInUrlResponse = z.object({ auth_url: z.string(), sandbox: z.boolean() });
export const LinkedInCallbackRequest = z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(500) });
export type LinkedInCallbackRequest = z.infer<typeof LinkedInCallbackRequest>;

/** The refusal of a tone that is neither a preset nor a custom style (SPEC.md §3). */
export const TONE_MESSAGE = `Writing style must be one of ${TONE_PRESETS.join(', ')}, or your own style written as '${CUSTOM_TONE_PREFIX}…'`;

/**
 * SPEC.md §3: the tone is one of the six presets, or a custom string prefixed with 'Custom:'. A preset in other
 * letter case reads as the preset; a custom one is kept as 'Custom: <text>' (the profile-setup modal's spelling).
 */
export const PersonaTone = oneLine('Writing style', { min: 1, max: LIMITS.maxPersonaFieldLength, minMessage: 'Please choose a writing style' })
  .meta({ description: 'One of the six presets, or a custom style written \'Custom: …\'', examples: [TONE_PRESETS[0], `${CUSTOM_TONE_PREFIX}warm but direct`] })
  .transform((tone, ctx) => {
    const preset = TONE_PRESETS.find((p) => p.toLowerCase() === tone.toLowerCase());
    if (preset) return preset;
    const custom = /^custom:\s*(.*)$/is.exec(tone)?.[1].trim();
    if (custom) return `${CUSTOM_TONE_PREFIX}${custom}`;
    ctx.addIssue({ code: 'custom', message: TONE_MESSAGE });
    return z.NEVER;
  });
export const Persona = z.object({
  job_title: oneLine('Role or title', { min: 1, max: LIMITS.maxPersonaFieldLength }),
  industry: oneLine('Industry', { min: 1, max: LIMITS.maxPersonaFieldLength }),
  audience: oneLine('Target audience', { min: 1, max: LIMITS.maxPersonaFieldLength }),
  tone: PersonaTone,
  self_description: z
    .string()
    .trim()
    .min(LIMITS.personaDescriptionMinLength, 'Description must be longer than 10 characters')
    .refine((s) => visibleText(s).length >= LIMITS.personaDescriptionMinLength, 'Description must be longer than 10 characters')
    .max(LIMITS.maxPersonaDescriptionLength)
    .meta({ title: 'Description' }),
});
export type Persona = z.infer<typeof Persona>;
// A persona saved before the tone was checked may hold any text: it is answered as stored (the form reads it as custom).
export const PersonaResponse = z.object({ success: z.boolean(), message: z.string().optional(), persona: Persona.extend({ tone: z.string() }).nullable() });
export type PersonaResponse = z.infer<typeof PersonaResponse>;

export const ProfileUpdateRequest = z.object({ full_name: FullName, email: z.string().optional() });

export const ConnectionStatus = z.object({
  connected: z.boolean(),
  sandbox: z.boolean(),
  token_status: z.object({ days_until_expiry: z.number().nullable(), expires_at: z.string().nullable() }).nullable(),
  profile_name: z.string().nullable(),
});
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

export const NotificationPreferences = z.object({
  email: z.boolean(),
  trendingTopics: z.boolean(),
  latestIdeas: z.boolean(),
  updates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

// Added by the accounts server: shapes of calls the product adds beyond SPEC.md §7.
export const ConfirmEmailQuery = z.object({ token: z.string().max(500).optional() });
export const LinkedInUrlQuery = z.object({ intent: z.enum(['login', 'connect']).default('login') });
/**
 * GET /api/auth/linkedin/callback asked for JSON (SPEC.md §3 and §7: success, message, profile, token_data): the
 * sign-in done, with this app's session in `token_data.access_token` (never LinkedIn's own token) and, as the POST
 * answers, `access_token` and `user`.
 */
export const LinkedInCallbackResponse = LoginResponse.extend({
  success: z.literal(true),
  message: z.string(),
  profile: z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  token_data: z.object({ access_token: z.string(), token_type: z.literal('bearer') }),
});
export type LinkedInCallbackResponse = z.infer<typeof LinkedInCallbackResponse>;
export const LinkedInCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
/** PUT /api/user/timezone: the member's saved zone (an IANA name), the Scheduler's default (DECISIONS.md: timezones). */
export const TimezoneUpdateRequest = z.object({ timezone: z.string().trim().min(1, 'timezone is required').max(64) });
export type TimezoneUpdateRequest = z.infer<typeof TimezoneUpdateRequest>;
export const TimezoneUpdateResponse = z.object({ success: z.boolean(), timezone: z.string() });
export type TimezoneUpdateResponse = z.infer<typeof TimezoneUpdateResponse>;
export const ProfileUpdateResponse = z.object({ success: z.boolean(), user: User });
export type ProfileUpdateResponse = z.infer<typeof ProfileUpdateResponse>;
export const SubscriptionResponse = z.object({ subscription_tier: Tier, subscription_status: z.string().nullable() });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;
/** DELETE /api/user/account: the password is required for accounts that have one. */
export const DeleteAccountRequest = z.object({ password: z.string().max(LIMITS.maxPasswordLength).optional() });
export const OutboxQuery = z.object({ to: z.string().max(LIMITS.maxEmailLength).optional() });
export const OutboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxResponse = z.object({ messages: z.array(OutboxMessage) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;
