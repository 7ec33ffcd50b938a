import 'server-only';
import { env } from '@/env';
import type { RateRule } from '@/server/rate-limit';
import type { LeadKind } from '@/lib/lead-kinds';

/** LEAD_RATE_LIMIT (default 10 per 600 s), counted per client address and per form kind. */
export function leadRateRule(kind: LeadKind): RateRule {
  const { limit, windowMs } = env().LEAD_RATE_LIMIT;
  return { bucket: `lead:${kind}`, limit, windowMs };
}
