import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST as claimPost } from '@/app/api/track/claims/route';
import { GET as trackGet } from '@/app/api/track/route';
import { PATCH as patchLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { GET as claimsGet } from '@/app/api/admin/leads/[type]/[id]/claims/route';
import { CLIENT_ADDRESS_HEADER } from '@/server/http/client-address-header.mjs';
import { adminRequest } from '@tests/support/admin-requests';
import { documentMove } from '@tests/support/document-move';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { claimSettings as S } from '../settings';

const PHONE = '+91 98610 45678';

/** A phone-like photo with its camera and GPS in the EXIF. */
const photo = (width = 3000, height = 2000, format: 'jpeg' | 'png' = 'jpeg') => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 9) * 104729) & 0xff;
  const image = sharp(raw, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: 'PhoneMaker', Model: 'Model 8' },
    IFD3: { GPSLatitudeRef: 'N' },
  });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
};

type Part = string | { bytes: Uint8Array; name: string };

/** The /track form as the browser posts it (multipart/form-data). */
function formPost(fields: Record<string, Part | Part[]>, accept = 'application/json') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const part of Array.isArray(value) ? value : [value])
      if (typeof part === 'string') form.append(name, part);
      else form.append(name, new Blob([new Uint8Array(part.bytes)]), part.name);
  return claimPost(
    new Request('http://localhost/api/track/claims', {
      method: 'POST',
      body: form,
      headers: { accept, [CLIENT_ADDRESS_HEADER]: '203.0.113.7' },
    }),
  );
}

describe.each(testEngines)('a claim’s photos from /track on %s', (engine) => {
  const app = useAppStore(engine);

  async function deliveredMove() {
    const move = await documentMove(app.db);
    await move.acceptQuotation();
    const owner = await makeUser(app.db, 'owner', { name: 'Owner' });
    const done = await patchLead(
      adminRequest(move.base, { method: 'PATCH', cookie: owner.token, body: { status: 'done' } }),
      move.ctx,
    );
    expect(done.status).toBe(200);
    const claim = (extra: Record<string, Part | Part[]> = {}, contact = PHONE) => ({
      reference: move.lead.reference,
      contact,
      description: 'The fridge door was dented and a chair leg broke.',
      'label-0': 'Fridge (pkg 3)',
      'damage-0': 'Door dented',
      'amount-0': '6,000',
      'label-1': 'Dining chair (pkg 7)',
      'damage-1': 'Leg broken',
      'amount-1': '1500',
      ...extra,
    });
    return { ...move, owner, claim };
  }

  it('files a claim with its photos: resized, stripped, kept per item; staff get them, the customer sees thumbnails; a plain form post goes back to /track', async () => {
    const move = await deliveredMove();
    const [big, png] = await Promise.all([photo(), photo(800, 600, 'png')]);
    const filed = await formPost(
      move.claim({
        'photos-0': [
          { bytes: big, name: 'IMG_0001.jpg' },
          { bytes: png, name: 'door.png' },
        ],
        'photos-1': { bytes: big, name: 'chair.jpg' },
        // An empty file input sends an empty part: not a photo.
        'photos-2': { bytes: new Uint8Array(), name: '' },
      }),
    );
    expect(filed.status).toBe(201);
    const stored = await app.db
      .selectFrom('claimPhotos')
      .select(['itemIndex', 'width', 'height', 'bytes', 'thumb'])
      .orderBy('itemIndex')
      .orderBy('width', 'desc')
      .execute();
    expect(stored.map((row) => [Number(row.itemIndex), Number(row.width)])).toEqual([
      [0, 1600],
      [0, 800],
      [1, 1600],
    ]);
    for (const row of stored) {
      const meta = await sharp(Buffer.from(row.bytes)).metadata();
      expect([meta.format, meta.exif]).toEqual(['jpeg', undefined]);
      expect((await sharp(Buffer.from(row.thumb)).metadata()).width).toBe(320);
    }

    const staff = await (
      await claimsGet(adminRequest(`${move.base}/claims`, { cookie: move.staff.token }), move.ctx)
    ).json();
    const [first] = staff.items[0].photos;
    expect(staff.items[0].photos).toHaveLength(3);
    const jpeg = await claimsGet(
      adminRequest(`${move.base}/claims?photo=${first.id}`, { cookie: move.staff.token }),
      move.ctx,
    );
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(1600);
    const other = await documentMove(app.db);
    const elsewhere = await claimsGet(
      adminRequest(`${other.base}/claims?photo=${first.id}`, { cookie: move.staff.token }),
      other.ctx,
    );
    expect(elsewhere.status).toBe(404);

    const tracked = await (
      await trackGet(
        new Request(
          `http://localhost/api/track?${new URLSearchParams({ reference: move.lead.reference, contact: PHONE })}`,
        ),
      )
    ).json();
    expect(tracked.claims[0].photos).toHaveLength(3);
    expect(tracked.claims[0].photos[0]).toEqual({
      itemIndex: 0,
      src: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//),
    });

    // Without JavaScript: back to the look-up with the outcome (a refusal too).
    const page = await formPost(move.claim(), 'text/html,application/xhtml+xml');
    expect(page.status).toBe(303);
    const location = new URL(page.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/track');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      reference: move.lead.reference,
      contact: PHONE,
      claim: 'filed',
    });
    const refused = await formPost({ ...move.claim(), 'amount-0': '' }, 'text/html');
    expect(new URL(refused.headers.get('location')!, 'http://x').searchParams.get('claim')).toBe(
      'validation',
    );
  });

  it('refuses what is not a photo by its bytes (415), a photo over its size (413), too many photos (400), and a wrong contact with photos like an unknown move (404); nothing is stored', async () => {
    const move = await deliveredMove();
    const jpeg = await photo(400, 300);
    const fake = await formPost(
      move.claim({
        'photos-0': { bytes: Buffer.from('%PDF-1.7 not a photo at all'), name: 'a.jpg' },
      }),
    );
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.fields).toHaveProperty('photos-0');

    const huge = Buffer.alloc(S.photoBytes + 1, 0);
    jpeg.copy(huge);
    const large = await formPost(move.claim({ 'photos-1': { bytes: huge, name: 'big.jpg' } }));
    expect(large.status).toBe(413);

    const four = Array.from({ length: S.photosPerItem + 1 }, (_, i) => ({
      bytes: jpeg,
      name: `${i}.jpg`,
    }));
    const perItem = await formPost(move.claim({ 'photos-0': four }));
    expect(perItem.status).toBe(400);
    expect((await perItem.json()).error.fields).toHaveProperty('photos-0');
    const seven = await formPost(
      move.claim({
        'label-2': 'Mirror',
        'damage-2': 'Cracked',
        'amount-2': '900',
        'photos-0': four.slice(0, 3),
        'photos-1': four.slice(0, 3),
        'photos-2': four.slice(0, 1),
      }),
    );
    expect(seven.status).toBe(400);
    expect((await seven.json()).error.fields).toHaveProperty('photos');
    const orphan = await formPost(move.claim({ 'photos-2': { bytes: jpeg, name: 'x.jpg' } }));
    expect((await orphan.json()).error.fields).toHaveProperty('photos-2');

    const wrong = await formPost(
      move.claim({ 'photos-0': { bytes: jpeg, name: 'a.jpg' } }, '+91 90000 00000'),
    );
    const unknown = await formPost({
      ...move.claim({ 'photos-0': { bytes: jpeg, name: 'a.jpg' } }),
      reference: 'BK-ZZZZZZ',
    });
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(await app.db.selectFrom('claims').select('id').execute()).toEqual([]);
    expect(await app.db.selectFrom('claimPhotos').select('id').execute()).toEqual([]);
  });
});
