import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { reviewStrip } from './published';

// One engine: which store fails does not change what the strip does with the failure.
describe('the reviews strip of a static page', () => {
  const app = useAppStore('sqlite');
  afterEach(() => {
    delete process.env.NEXT_PHASE;
  });

  async function publishReview(text: string) {
    const lead = fakeLead('booking', 1, { status: 'done' });
    await insertFakeLeads(app.db, 'booking', [lead]);
    await app.db
      .insertInto('reviews')
      .values({
        id: randomUUID(),
        leadId: lead.id,
        token: 'R'.repeat(24),
        invitedAt: '2026-11-01T00:00:00.000Z',
        expiresAt: '2026-12-31T00:00:00.000Z',
        submittedAt: '2026-11-02T00:00:00.000Z',
        rating: 5,
        text,
        showName: 'initial',
        nameShown: 'Meera D.',
        month: '2026-11',
        service: 'car-shifting',
      })
      .execute();
  }

  it('shows what it last read when the store cannot be read, not an empty strip', async () => {
    await publishReview('Careful packers.');
    const read = await reviewStrip({ service: 'car-shifting' });
    expect(read?.items.map((item) => item.text)).toEqual(['Careful packers.']);
    await sql`drop table reviews`.execute(app.db);
    await expect(reviewStrip({ service: 'car-shifting' })).resolves.toEqual(read);
    // A page it never read for has nothing to show, and still renders.
    await expect(reviewStrip({ service: 'bike-shifting' })).resolves.toBeNull();
  });

  it('is left out while the site is built, without touching the store', async () => {
    await sql`drop table reviews`.execute(app.db);
    process.env.NEXT_PHASE = 'phase-production-build';
    await expect(reviewStrip({})).resolves.toBeNull();
  });
});
