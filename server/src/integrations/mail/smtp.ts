import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * One pooled nodemailer transport per SMTP URL (smtp://user:pass@host:587, smtps://... for implicit TLS),
 * reused across messages.
 */
export function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Closes every transport (tests, shutdown). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
