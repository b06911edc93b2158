import { PRODUCT_NAME } from 'shared/constants';
import type { MailMessage } from '../../integrations/mail/index';

/** The accounts e-mails: plain, friendly, the link on its own line. */

export function confirmationMail({ to, name, link }: { to: string; name: string | null; link: string }): MailMessage {
  return {
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: [
      `Hi ${name?.trim() || 'there'},`,
      '',
      `Welcome to ${PRODUCT_NAME}! Please confirm your email address by opening this link:`,
      '',
      link,
      '',
      'The link works once and expires in 24 hours.',
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
      `Hi ${name?.trim() || 'there'},`,
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
