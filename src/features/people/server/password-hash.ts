import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters, written into each hash beside the salt. */
interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

// scrypt's usual cost (N=2^14, r=8, p=1): ~50 ms and 16 MiB per check. Kept in each hash,
// so raising it later does not break the passwords already stored.
const COST: ScryptCost = { N: 16_384, r: 8, p: 1 };
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$key` (salt and key in base64url), from a fresh 16-byte salt. The app
 * never passes `cost`: only the tests' user helper does (tests/support/test-users.ts), to make
 * hundreds of test users quickly; the cost is in the hash, so such a hash is never taken for
 * one of production's, and verifyPassword checks each hash at the cost it was made with.
 */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches `stored`, compared in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length === 0)
    return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
