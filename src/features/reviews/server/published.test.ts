import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@tests/support/test-app';
import { reviewStrip } from './published';

// One engine: which store fails does not change what the strip does with the failure.
describe('the reviews strip of a static page', () => {
  const app = useAppStore('sqlite');
  afterEach(() => {
    delete process.env.NEXT_PHASE;
  });

  it('reads the store while the site runs', async () => {
    await expect(reviewStrip({})).resolves.toMatchObject({ items: [], count: 0 });
  });

  it('fails the render when the store cannot be read, so Next keeps the page it last made', async () => {
    await sql`drop table reviews`.execute(app.db);
    await expect(reviewStrip({})).rejects.toThrow(/reviews/);
  });

  it('is left out while the site is built, without touching the store', async () => {
    await sql`drop table reviews`.execute(app.db);
    process.env.NEXT_PHASE = 'phase-production-build';
    await expect(reviewStrip({})).resolves.toBeNull();
  });
});
