import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/** One pooled-free SMTP transport per URL; short timeouts, so a dead server fails a try quickly. */
export function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** The sender: the SMTP login when it is an address (most providers insist), else `fallback`. */
export function senderFor(smtpUrl: string, fallback: string): string {
  try {
    const user = decodeURIComponent(new URL(smtpUrl).username);
    return user.includes('@') ? user : fallback;
  } catch {
    return fallback;
  }
}
