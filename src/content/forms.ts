import { site } from './site';
import { plural } from '@/lib/i18n/plural';

/** Messages every lead form shares. */
export const formMessages = {
  fixFields: 'Please correct the highlighted fields.',
  /** Shown when the form's retry key already carried a request with other details. */
  idempotencyMismatch:
    'This form was already sent with other details. Please reload the page to send a new request.',
  /** Shown when one address sends more than LEAD_RATE_LIMIT allows. */
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return (
      `You have sent several requests in the last few minutes. Please try again in ` +
      `${plural('en', minutes, { one: 'a minute', other: `${minutes} minutes` })}, or call us on ${site.phone.display}.`
    );
  },
} as const;
