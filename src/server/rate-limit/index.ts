import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  deleteCounter,
  hitCounter,
  pruneCounters,
  readCounter,
  releaseCounter,
  type Counter,
} from '@/server/db/stores/rate-limits';
import { clientKey } from './client-key';

export { clientKey };

/**
 * At most `limit` hits per `windowMs` for each client in `bucket`. Every function here takes
 * the client's address and counts it by `clientKey` (an IPv6 /64 is one client), so no limit
 * can count IPv6 differently from another.
 */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const PRUNE_EVERY_MS = 60 * 60_000;
let lastPrune = 0;

/** Counts one hit and says whether it is within the limit. */
export async function consume(
  db: Kysely<Database>,
  rule: RateRule,
  key: string,
  now = Date.now(),
): Promise<RateDecision> {
  if (now - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now;
    await pruneCounters(db, now);
  }
  const counter = await hitCounter(db, rule.bucket, clientKey(key), rule.windowMs, now);
  return counter.count <= rule.limit ? { allowed: true } : blocked(counter, now);
}

/** Counts one hit and returns how many the window now holds: for a count that slows, never refuses. */
export async function tally(
  db: Kysely<Database>,
  rule: RateRule,
  key: string,
  now = Date.now(),
): Promise<number> {
  return (await hitCounter(db, rule.bucket, clientKey(key), rule.windowMs, now)).count;
}

/** Whether one more hit would be allowed, without counting it (e.g. before checking a password). */
export async function peek(
  db: Kysely<Database>,
  rule: RateRule,
  key: string,
  now = Date.now(),
): Promise<RateDecision> {
  const counter = await readCounter(db, rule.bucket, clientKey(key), now);
  return !counter || counter.count < rule.limit ? { allowed: true } : blocked(counter, now);
}

/**
 * Gives back one hit counted by `consume`: for a limit on failures that must still count every
 * attempt first (so a parallel burst cannot slip past), then returns the ones that succeeded.
 */
export function release(
  db: Kysely<Database>,
  rule: RateRule,
  key: string,
  now = Date.now(),
): Promise<void> {
  return releaseCounter(db, rule.bucket, clientKey(key), now);
}

/** Forgets the key's hits (e.g. after a successful sign-in). */
export function clear(db: Kysely<Database>, rule: RateRule, key: string): Promise<void> {
  return deleteCounter(db, rule.bucket, clientKey(key));
}

function blocked(counter: Counter, now: number): RateDecision {
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((counter.resetAt - now) / 1000)),
  };
}
