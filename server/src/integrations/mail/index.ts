import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { insertOutboxMessage } from '../../sandbox/mail/outbox-repository';
import { smtpTransport } from './smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The links the message carries (the outbox lists them for tests); default: every URL in `text`. */
  links?: string[];
}

export const MAIL_NOT_CONFIGURED = 'Mail is not configured. Please contact support.';

/** Throws a 503 when no mail can go out (production without SMTP_URL); call it before creating anything. */
export function assertMailConfigured(config: Pick<Config, 'mail' | 'sandbox'>): void {
  if (!config.mail.smtpUrl && !config.sandbox.mail) throw new AppError(503, MAIL_NOT_CONFIGURED);
}

/**
 * Sends one e-mail: over SMTP (nodemailer) when SMTP_URL is set, else into the local outbox (local mode
 * only, readable at GET /api/dev/outbox). An SMTP failure becomes a 502 with a readable message.
 */
export async function sendMail({ config, db, message }: { config: Config; db: Db; message: MailMessage }): Promise<void> {
  assertMailConfigured(config);
  const links = message.links ?? extractLinks(message.text);
  if (config.mail.smtpUrl) {
    try {
      await smtpTransport(config.mail.smtpUrl).sendMail({
        from: config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch {
      throw new AppError(502, 'We could not send the email right now. Please try again in a few minutes.');
    }
    return;
  }
  await insertOutboxMessage(db, { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, links });
}

/** The mail integration as the composition root hands it to areas: SMTP, or the outbox in local mode. */
export interface Mailer {
  /** False in production without SMTP_URL: nothing can go out. */
  configured: boolean;
  /** Throws a 503 when no mail can go out; call it before creating anything a mail must follow. */
  assertConfigured(): void;
  send(message: MailMessage): Promise<void>;
}

export function createMailer({ config, db }: { config: Config; db: Db }): Mailer {
  return {
    configured: Boolean(config.mail.smtpUrl || config.sandbox.mail),
    assertConfigured: () => assertMailConfigured(config),
    send: (message) => sendMail({ config, db, message }),
  };
}

/** Every http(s) URL in a text, in order. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''));
}
