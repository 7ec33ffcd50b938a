import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStore, testEngines, type TestStore } from '@tests/support/test-engines';
import { clear, consume, peek, type RateRule } from './index';

const rule: RateRule = { bucket: 'test', limit: 3, windowMs: 60_000 };
const T0 = 1_800_000_000_000;

describe.each(testEngines)('rate limit on %s', (engine) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore(engine);
  });
  afterEach(async () => {
    await store.drop();
  });

  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const db = store.handle.db;
    for (let i = 0; i < 3; i++)
      expect(await consume(db, rule, 'a', T0 + i)).toEqual({ allowed: true });
    expect(await consume(db, rule, 'a', T0 + 20_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect(await consume(db, rule, 'b', T0 + 20_000)).toEqual({ allowed: true });
  });

  it('starts a new window once the old one is over', async () => {
    const db = store.handle.db;
    for (let i = 0; i < 4; i++) await consume(db, rule, 'a', T0);
    expect((await consume(db, rule, 'a', T0 + 59_999)).allowed).toBe(false);
    expect(await consume(db, rule, 'a', T0 + 60_000)).toEqual({ allowed: true });
  });

  it('keeps buckets apart', async () => {
    const db = store.handle.db;
    for (let i = 0; i < 3; i++) await consume(db, rule, 'a', T0);
    expect(await consume(db, { ...rule, bucket: 'other' }, 'a', T0)).toEqual({ allowed: true });
  });

  it('peek does not count, and clear forgets', async () => {
    const db = store.handle.db;
    for (let i = 0; i < 2; i++) await consume(db, rule, 'a', T0);
    expect(await peek(db, rule, 'a', T0)).toEqual({ allowed: true });
    expect(await peek(db, rule, 'a', T0)).toEqual({ allowed: true });
    await consume(db, rule, 'a', T0);
    expect(await peek(db, rule, 'a', T0 + 1_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    await clear(db, rule, 'a');
    expect(await peek(db, rule, 'a', T0 + 1_000)).toEqual({ allowed: true });
  });

  it('counts concurrent hits exactly once each', async () => {
    const db = store.handle.db;
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => consume(db, rule, 'burst', T0)),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });
});
