import { PRODUCT_NAME } from 'shared/constants';
import { CONTROL_CHARS, LOOKS_LIKE_URL, stripInvisibleControls } from 'shared/contracts';
import type { MailMessage } from '../../integrations/mail/index';

/** The accounts e-mails: plain, friendly, the link on its own line. */

const MAX_GREETING_NAME = 40;

/**
 * The name a mail greets with. Names are validated as one line without web addresses (FullName), but a mail must
 * stay safe for any stored value (older rows, LinkedIn's name): one line, no control or bidi characters, never a
 * web address, cut short; anything doubtful greets 'there'. A stranger can type someone else's address into the
 * sign-up form, so the first words of the mail must not be theirs to write.
 */
export function greetingName(name: string | null): string {
  const line = stripInvisibleControls((name ?? '').slice(0, 200)).replace(new RegExp(CONTROL_CHARS.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  if (!line || LOOKS_LIKE_URL.test(line) || /[<>{}[\]\\|@]/.test(line)) return 'there';
  return line.length > MAX_GREETING_NAME ? `${line.slice(0, MAX_GREETING_NAME - 1).trimEnd()}…` : line;
}

/**
 * `choosePassword`: the pending account has no password (two sign-ups for the address gave different ones, so
 * neither was kept): the link still confirms and signs in, and the member then chooses one.
 */
export function confirmationMail({ to, name, link, choosePassword = false }: { to: string; name: string | null; link: string; choosePassword?: boolean }): MailMessage {
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: [
      `Hi ${greetingName(name)},`,
      '',
      `Welcome to ${PRODUCT_NAME}! Please confirm your email address by opening this link:`,
      '',
      link,
      '',
      'The link works once and expires in 24 hours.',
      ...(choosePassword
        ? ['This address was signed up more than once with different passwords, so none was kept: after confirming, choose your password in Account Settings.']
        : []),
      `If you did not sign up for ${PRODUCT_NAME}, you can ignore this email.`,
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
    links: [link],
  };
}

export function resetMail({ to, name, link }: { to: string; name: string | null; link: string }): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hi ${greetingName(name)},`,
      '',
      'Someone (hopefully you) asked to reset your password. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. Resetting signs you out everywhere.',
      'If you did not ask for this, you can ignore this email; your password stays the same.',
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
    links: [link],
  };
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an account: the sign-up
 * form answers the same as for a new address (no account discovery), and the owner learns what happened.
 */
export function alreadyRegisteredMail({ to, name, signInLink, resetLink }: { to: string; name: string | null; signInLink: string; resetLink: string }): MailMessage {
  return {
    to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    text: [
      `Hi ${greetingName(name)},`,
      '',
      `Someone (hopefully you) tried to sign up for ${PRODUCT_NAME} with this email address, which already has an account.`,
      'To sign in, open:',
      '',
      signInLink,
      '',
      'Forgot your password? Choose a new one here:',
      '',
      resetLink,
      '',
      'If this was not you, you can ignore this email; nothing was changed.',
      '',
      `— The ${PRODUCT_NAME} team`,
    ].join('\n'),
    links: [signInLink, resetLink],
  };
}
