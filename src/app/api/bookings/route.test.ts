import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST } from './route';

const valid = {
  name: 'Meera Das',
  email: 'meera@example.in',
  phone: '+91 98610 45678',
  service: 'office-shifting',
  date: todayInIndia(),
  message: 'Forty desks and a server rack.',
};

describe.each(testEngines)('POST /api/bookings on %s', (engine) => {
  const app = useAppStore(engine);
  const count = async () =>
    Number(
      (
        await app.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a valid booking and answers 201 with id, reference and createdAt', async () => {
    const response = await POST(jsonRequest('/api/bookings', valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'reference']);
    const row = await app.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: body.reference,
      name: 'Meera Das',
      phone: '+919861045678',
      service: 'office-shifting',
      moveDate: valid.date,
      status: 'new',
    });
  });

  it.each([
    ['name', 'empty', '', m.nameRequired],
    ['name', '121 characters', 'n'.repeat(121), m.nameTooLong],
    ['email', 'malformed', 'meera-at-example', m.emailInvalid],
    ['phone', 'not Indian', '555-0100', m.phoneInvalid],
    ['service', 'not offered', 'piano-moving', m.serviceRequired],
    ['date', 'in the past', '2001-01-01', m.datePast],
    ['date', 'not ISO', 'tomorrow', m.dateInvalid],
    ['message', '2001 characters', 'x'.repeat(2001), m.textTooLong],
  ])(
    'answers 400 for a %s that is %s, naming the field, and stores nothing',
    async (field, _why, value, message) => {
      const response = await POST(jsonRequest('/api/bookings', { ...valid, [field]: value }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'validation',
          message: 'Some fields need attention.',
          fields: { [field]: message },
        },
      });
      expect(await count()).toBe(0);
    },
  );

  it('answers 400 for malformed JSON', async () => {
    const response = await POST(jsonRequest('/api/bookings', '{"name": "Meera",'));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('validation');
    expect(await count()).toBe(0);
  });

  it('answers 415 for another content type', async () => {
    const request = new Request('http://localhost/api/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Meera',
    });
    const response = await POST(request);
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over 16 KiB, even without a Content-Length', async () => {
    const body = JSON.stringify({ ...valid, message: 'x'.repeat(17 * 1024) });
    const response = await POST(jsonRequest('/api/bookings', body));
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    expect(await count()).toBe(0);
  });

  it('returns the first booking for a retried Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'attempt-7f3a' };
    const first = await POST(jsonRequest('/api/bookings', valid, headers));
    const retry = await POST(jsonRequest('/api/bookings', valid, headers));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect(await count()).toBe(1);
  });

  it('rejects an unusable Idempotency-Key', async () => {
    const response = await POST(
      jsonRequest('/api/bookings', valid, { 'idempotency-key': 'has spaces' }),
    );
    expect(response.status).toBe(400);
    expect(await count()).toBe(0);
  });
});
