import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './memory';

describe('the in-memory limiter', () => {
  it('counts per client and lets a window end', () => {
    const consume = memoryRateLimiter({ limit: 2, windowMs: 1000 }, 10);
    expect([0, 1, 2].map(() => consume('203.0.113.1', 0).allowed)).toEqual([true, true, false]);
    expect(consume('203.0.113.2', 0).allowed).toBe(true);
    expect(consume('203.0.113.1', 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(consume('203.0.113.1', 1000).allowed).toBe(true);
  });

  it('when full, forgets the oldest clients only: a flood of new ones resets nobody else', () => {
    const consume = memoryRateLimiter({ limit: 1, windowMs: 60_000 }, 100);
    for (let i = 0; i < 100; i++) consume(`2001:db8:${i.toString(16)}::1`, i);
    const blocked = '203.0.113.9';
    consume(blocked, 1_000);
    expect(consume(blocked, 1_000).allowed).toBe(false);
    // 99 new /64s push out the first hundred, one each; the blocked client is then the oldest.
    for (let i = 0; i < 99; i++) consume(`2001:db8:ffff:${i.toString(16)}::1`, 2_000);
    expect(consume(blocked, 2_000).allowed).toBe(false);
    // One more new client when full: one window goes (the blocked one, the oldest), not all.
    consume('198.51.100.1', 3_000);
    consume('198.51.100.1', 3_000);
    expect(consume('198.51.100.1', 3_000).allowed).toBe(false);
    expect(consume('2001:db8:ffff:62::1', 3_000).allowed).toBe(false);
    // The first hundred were forgotten instead: one of them starts over.
    expect(consume('2001:db8:0::1', 2_000).allowed).toBe(true);
  });
});
