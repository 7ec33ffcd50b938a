import 'server-only';
import { clientKey } from './client-key';
import type { RateDecision, RateRule } from './index';

/**
 * A per-process counter for reads that store nothing (the estimate): a database write per
 * request would cost more than the answer. Counts by clientKey, like the stored limits. Behind
 * several servers each counts on its own, which is acceptable for a limit that only keeps one
 * client from hogging the CPU. At most `maxKeys` clients are tracked; past that the oldest
 * windows are dropped one by one.
 */
export function memoryRateLimiter(rule: Omit<RateRule, 'bucket'>, maxKeys = 50_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return function consume(address: string, now = Date.now()): RateDecision {
    const key = clientKey(address);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      // A renewed window moves to the end, so the Map's order is the order windows end in.
      windows.delete(key);
      // Full: forget the windows that end soonest (expired ones first), never all of them, so
      // a flood of new clients (IPv6 /64s are cheap) cannot reset everyone else's count.
      for (const oldKey of windows.keys()) {
        if (windows.size < maxKeys) break;
        windows.delete(oldKey);
      }
      window = { count: 0, resetAt: now + rule.windowMs };
      windows.set(key, window);
    }
    window.count++;
    return window.count <= rule.limit
      ? { allowed: true }
      : {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
        };
  };
}
