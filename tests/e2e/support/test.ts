import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test is its own visitor: the e2e server trusts X-Forwarded-For (TRUST_PROXY=1, as
 * behind a real proxy), and every test sends a fresh address from 198.18.0.0/15 (a block set
 * aside for tests), so per-address rate limits and sign-in lockouts never leak between tests.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, provide) => {
    await provide(`198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress });
  },
});

/**
 * The tag of the journeys that run a second time with the server on PostgreSQL
 * (scripts/test/e2e.mjs): those whose path through the store differs by engine (a booking
 * stored, and refused by the store; the quotation accepted; documents numbered; the staff
 * search). Every other lead path is proved on PostgreSQL by Vitest.
 */
export const POSTGRES = { tag: '@postgres' };
