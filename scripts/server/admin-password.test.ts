import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAdminPassword, setAdminPassword } from '@/features/people/server/admin-password';
import { sessionOf, startSession } from '@/features/people/server/sessions';
import { PRIMARY_OWNER_ID } from '@/features/people/server/users';
import { createTestStore, type TestStore } from '@tests/support/test-engines';

const run = promisify(execFile);

describe('npm run admin:password', () => {
  let store: TestStore;
  beforeEach(async () => {
    store = await createTestStore('sqlite');
  });
  afterEach(async () => {
    await store.drop();
  });
  const script = (args: string[], env: Record<string, string> = {}) =>
    run(
      process.execPath,
      ['scripts/server/run-ts.mjs', 'scripts/server/admin-password.ts', ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: store.dataDir,
          DATABASE_URL: '',
          ADMIN_PASSWORD: '',
          ...env,
        },
      },
    );

  it("sets a new password (argument or NEW_ADMIN_PASSWORD) and signs the owner's sessions out", async () => {
    await setAdminPassword(store.handle.db, 'old-password');
    const { token } = await startSession(store.handle.db, PRIMARY_OWNER_ID);
    const { stdout } = await script(['brand-new-password']);
    expect(stdout).toContain('1 signed-in session signed out');
    expect(await checkAdminPassword(store.handle.db, 'brand-new-password')).toBe(true);
    expect(await checkAdminPassword(store.handle.db, 'old-password')).toBe(false);
    expect(await sessionOf(store.handle.db, token)).toBeNull();
    await script([], { NEW_ADMIN_PASSWORD: 'from-the-environment' });
    expect(await checkAdminPassword(store.handle.db, 'from-the-environment')).toBe(true);
  }, 30_000);

  it('refuses a short password, and refuses while ADMIN_PASSWORD decides the password', async () => {
    await setAdminPassword(store.handle.db, 'old-password');
    await expect(script(['short'])).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
    await expect(
      script(['long-enough-1'], { ADMIN_PASSWORD: 'set-by-env-1' }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('ADMIN_PASSWORD is set') });
    await expect(script([])).rejects.toMatchObject({
      stderr: expect.stringContaining('No terminal to ask on'),
    });
    expect(await checkAdminPassword(store.handle.db, 'old-password')).toBe(true);
  }, 30_000);
});
