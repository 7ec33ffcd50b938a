import { policies } from '@/content/policies';
import { todayInIndia } from '@/lib/dates';
import type { EstimateInput } from './compute-estimate';

/** The query string of an estimate's inputs (for /estimate, /booking and /quote links). */
export function estimateQueryString(input: EstimateInput): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/**
 * The pages an estimate can be carried to, and the per-request routes that render them when a
 * query carries one (`size` is always there), in each language (src/proxy.ts's matcher names
 * each of these too). The proxy rewrites to these, so /booking and
 * /quote themselves stay prerendered for everyone else.
 */
export const estimateCarriedRoutes: Record<string, string> = Object.fromEntries(
  ['', '/hi', '/or'].flatMap((prefix) =>
    ['/booking', '/quote'].map((page) => [`${prefix}${page}`, `${prefix}${page}/at-estimate`]),
  ),
);

/** The last day (India time) an estimate made on `now` holds: today + policies.quoteValidityDays (the one validity of every quote). */
export function estimateValidUntil(now: Date = new Date()): string {
  const today = new Date(`${todayInIndia(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + policies.quoteValidityDays);
  return today.toISOString().slice(0, 10);
}

/** The booking service an estimate's move belongs to. */
export function bookingServiceOf(input: Pick<EstimateInput, 'size'>) {
  return input.size === 'office' ? 'office-shifting' : 'household-shifting';
}
