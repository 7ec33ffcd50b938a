import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../../../../tests/support/test-users';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so one password gives different hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it("keeps the tests' cheaper cost in the hash, so it is never taken for production's", async () => {
    const stored = await hashPassword('a test password', TEST_SCRYPT_COST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('a test password', stored)).toBe(true);
    expect(await verifyPassword('a test passworD', stored)).toBe(false);
    // The same salt and key under production's cost do not verify: the cost is part of the hash.
    expect(await verifyPassword('a test password', stored.replace('$1024$', '$16384$'))).toBe(
      false,
    );
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$abc$def',
      'bcrypt$1$2$3$a$b',
      'scrypt$16384$8$1$$',
    ])
      expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
