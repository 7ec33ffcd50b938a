import 'server-only';
import { env } from '@/env';

/** Customers are emailed whenever the site can send mail at all (SMTP_URL is set). */
export function customerEmailsEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}
