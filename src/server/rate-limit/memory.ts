import 'server-only';
import { clientKey } from './client-key';
import type { RateDecision, RateRule } from './index';

/**
 * A per-process counter for reads that store nothing (the estimate): a database write per
 * request would cost more than the answer. Counts by clientKey, like the stored limits. Behind several servers each counts on its own, which
 * is acceptable for a limit that only keeps one client from hogging the CPU.
 */
export function memoryRateLimiter(rule: Omit<RateRule, 'bucket'>, maxKeys = 50_000) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return function consume(address: string, now = Date.now()): RateDecision {
    const key = clientKey(address);
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size >= maxKeys) {
        for (const [oldKey, old] of windows) if (old.resetAt <= now) windows.delete(oldKey);
        if (windows.size >= maxKeys) windows.clear();
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
