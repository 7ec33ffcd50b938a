import 'server-only';
import { siteUrl } from '@/env';

/** The customer's one-time review page for a token: what the done email and WhatsApp carry. */
export function reviewLinkOf(token: string): string {
  return `${siteUrl().replace(/\/+$/, '')}/review/${token}`;
}
