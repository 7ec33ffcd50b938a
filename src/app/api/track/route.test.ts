import { describe, expect, it } from 'vitest';
import { trackPage, trackValidation as m } from '@/features/tracking/content';
import { todayInIndia } from '@/lib/dates';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST as postBooking } from '../bookings/route';
import { POST as postContact } from '../contact/route';
import { POST as postQuote } from '../quotes/route';
import { GET } from './route';

const booking = {
  name: 'Meera Das',
  email: 'Meera.Das@Example.in',
  phone: '98610 45678',
  service: 'car-shifting',
  date: todayInIndia(),
  message: 'Sedan, ground floor.',
};

function track(query: Record<string, string>, address = '203.0.113.50') {
  const url = new URL('http://localhost/api/track');
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return GET(new Request(url, { headers: { 'x-client-address': address } }));
}

async function created(post: (r: Request) => Promise<Response>, path: string, body: object) {
  const response = await post(jsonRequest(path, body));
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string; createdAt: string };
}

const NOT_FOUND = { error: { code: 'not_found', message: trackPage.notFound.body } };

describe.each(testEngines)('GET /api/track on %s', (engine) => {
  useAppStore(engine);

  it('finds a booking by its phone number written another accepted way, and tells nothing personal', async () => {
    const lead = await created(postBooking, '/api/bookings', booking);
    const response = await track({ reference: lead.reference, contact: '+91 98610-45678' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toEqual({
      reference: lead.reference,
      kind: 'booking',
      status: 'new',
      createdAt: lead.createdAt,
      language: 'en',
      timeline: [{ status: 'new', at: lead.createdAt }],
      service: 'car-shifting',
      moveDate: booking.date,
    });
    const text = JSON.stringify(body);
    for (const secret of ['Meera', 'example.in', '9861045678', 'Sedan']) {
      expect(text).not.toContain(secret);
    }
  });

  it('finds it by email in other letter case, and by a reference typed loosely', async () => {
    const lead = await created(postBooking, '/api/bookings', booking);
    const loose = lead.reference.toLowerCase().replace('-', ' ');
    const response = await track({ reference: ` ${loose} `, contact: 'MEERA.DAS@example.IN' });
    expect(response.status).toBe(200);
    expect((await response.json()).reference).toBe(lead.reference);
    const landline = await track({ reference: lead.reference, contact: '098610 45678' });
    expect(landline.status).toBe(200);
  });

  it('answers a wrong contact exactly like an unknown reference', async () => {
    const lead = await created(postBooking, '/api/bookings', booking);
    const answers = await Promise.all([
      track({ reference: lead.reference, contact: '98610 45679' }),
      track({ reference: lead.reference, contact: 'someone@example.in' }),
      track({ reference: 'BK-2222ZZ', contact: '98610 45678' }),
      track({ reference: 'QT-2222ZZ', contact: 'meera.das@example.in' }),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect([...response.headers]).toEqual([...answers[0]!.headers]);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it('matches each kind only on the contact it was sent with', async () => {
    const popup = await created(postQuote, '/api/quotes', {
      source: 'popup',
      name: 'Asha',
      email: 'asha@example.in',
      service: 'Two-wheeler to Pune',
    });
    const quotation = await created(postQuote, '/api/quotes', {
      source: 'quotation',
      name: 'Ravi',
      email: 'ravi@example.in',
      phone: '0674 254 1234',
      moveDate: todayInIndia(),
      origin: 'Bhubaneswar',
      destination: 'Pune',
      moveType: 'residential',
    });
    const message = await created(postContact, '/api/contact', {
      name: 'Sunita',
      email: 'sunita@example.in',
      message: 'Do you move pianos?',
    });
    expect((await track({ reference: popup.reference, contact: '98610 45678' })).status).toBe(404);
    const popupFound = await track({ reference: popup.reference, contact: 'ASHA@example.in' });
    expect(await popupFound.json()).toMatchObject({
      kind: 'quote',
      service: 'Two-wheeler to Pune',
    });
    const byLandline = await track({ reference: quotation.reference, contact: '+91 674 254 1234' });
    expect(await byLandline.json()).toMatchObject({
      kind: 'quote',
      origin: 'Bhubaneswar',
      destination: 'Pune',
      moveType: 'residential',
      moveDate: todayInIndia(),
    });
    const contactFound = await track({
      reference: message.reference,
      contact: 'sunita@example.in',
    });
    expect(await contactFound.json()).toEqual({
      reference: message.reference,
      kind: 'contact',
      status: 'new',
      createdAt: message.createdAt,
      language: 'en',
      timeline: [{ status: 'new', at: message.createdAt }],
    });
  });

  it.each([
    ['nothing', {}, { reference: m.referenceRequired, contact: m.contactRequired }],
    [
      'a reference of another shape',
      { reference: 'BK-123', contact: 'a@b.in' },
      { reference: m.referenceInvalid },
    ],
    [
      'a newsletter reference',
      { reference: 'NL-7Q2M9X', contact: 'a@b.in' },
      { reference: m.referenceInvalid },
    ],
    [
      'a contact that is neither',
      { reference: 'BK-7Q2M9X', contact: 'call me' },
      { contact: m.contactInvalid },
    ],
    [
      'a malformed email',
      { reference: 'BK-7Q2M9X', contact: 'meera@' },
      { contact: m.contactInvalid },
    ],
    [
      'a too-short phone',
      { reference: 'BK-7Q2M9X', contact: '98610' },
      { contact: m.contactInvalid },
    ],
    [
      'an over-long contact',
      { reference: 'BK-7Q2M9X', contact: `${'x'.repeat(250)}@x.in` },
      { contact: m.contactInvalid },
    ],
  ])('answers 400 naming the field for %s', async (_why, query, fields) => {
    const response = await track(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation', message: trackPage.fixFields, fields },
    });
  });

  it('allows 20 look-ups per address in 10 minutes, then 429 with Retry-After, even for the right contact', async () => {
    const lead = await created(postBooking, '/api/bookings', booking);
    const right = { reference: lead.reference, contact: '9861045678' };
    for (let i = 0; i < 20; i++) {
      const query =
        i % 2 === 0 ? right : { reference: `BK-${'23456789AB'[i % 10]}22222`, contact: 'x@y.in' };
      expect([200, 404]).toContain((await track(query)).status);
    }
    const blocked = await track(right);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await blocked.json()).error.code).toBe('rate_limited');
    expect((await track(right, '198.51.100.9')).status).toBe(200);
  });

  it('does not count malformed look-ups against the limit', async () => {
    for (let i = 0; i < 25; i++) expect((await track({ reference: 'nope' })).status).toBe(400);
    const lead = await created(postBooking, '/api/bookings', booking);
    expect((await track({ reference: lead.reference, contact: '9861045678' })).status).toBe(200);
  });
});
