import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { insertPhoto } from '@/features/move-day/server/captures';
import { GET as track } from '@/app/api/track/route';
import { GET as photo } from './route';

const ADDRESS = { 'x-client-address': '203.0.113.41' };
const get = (handler: typeof track, path: string, query: Record<string, string>) =>
  handler(
    new Request(`http://localhost${path}?${new URLSearchParams(query)}`, { headers: ADDRESS }),
  );

describe.each(testEngines)('the customer’s photos on /track on %s', (engine) => {
  const app = useAppStore(engine);

  it('are listed by /api/track and served only with the move’s reference and phone, as a thumbnail or whole', async () => {
    const move = fakeLead('booking', 1, { status: 'booked' });
    const other = fakeLead('booking', 2, { status: 'booked' });
    await insertFakeLeads(app.db, 'booking', [move, other]);
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#a05020' },
    })
      .jpeg()
      .toBuffer();
    const common = { width: 1600, height: 1200, bytes: jpeg, actorId: null, idempotencyKey: null };
    const ownId = await insertPhoto(app.db, {
      ...common,
      bookingId: move.id,
      stage: 'pickup',
      itemId: null,
      note: 'sofa leg scratched',
      actorId: 'crew',
      actorName: 'Kiran',
    });
    const otherId = await insertPhoto(app.db, {
      ...common,
      bookingId: other.id,
      stage: 'pickup',
      itemId: null,
      note: null,
      actorId: 'crew',
      actorName: 'Kiran',
    });

    const looked = await get(track, '/api/track', {
      reference: move.reference,
      contact: move.phone,
    });
    const body = await looked.json();
    expect(body.photos).toEqual([
      { id: ownId, stage: 'pickup', note: 'sofa leg scratched', at: expect.any(String) },
    ]);
    expect(JSON.stringify(body)).not.toContain('Kiran');

    const own = { reference: move.reference, contact: move.phone, photo: ownId };
    const whole = await get(photo, '/api/track/photos', own);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width).toBe(1600);
    const thumb = await get(photo, '/api/track/photos', { ...own, size: 'thumb' });
    expect(thumb.status).toBe(200);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);

    // Without the access, or for another move's photo, nothing: the same 404.
    for (const query of [
      { ...own, contact: '9999999999' },
      { ...own, contact: '' },
      { ...own, photo: otherId },
      { ...own, photo: 'not-an-id' },
      { reference: other.reference, contact: move.phone, photo: otherId },
    ]) {
      const refused = await get(photo, '/api/track/photos', query);
      expect(refused.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(refused.headers.get('content-type')).toContain('json');
    }
  });
});
