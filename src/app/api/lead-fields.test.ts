import { describe, expect, it } from 'vitest';
import { validationMessages } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST as postBooking } from './bookings/route';
import { POST as postContact } from './contact/route';
import { POST as postQuote } from './quotes/route';

/** Issue 24: the contact form and the quote pop-up take an optional phone number. */
const forms = [
  {
    path: '/api/contact',
    post: postContact,
    table: 'contactMessages',
    body: { name: 'Writer', email: 'w@example.in', message: 'Hello' },
  },
  {
    path: '/api/quotes',
    post: postQuote,
    table: 'quoteRequests',
    body: { source: 'popup', name: 'Asker', email: 'a@example.in', service: 'Car' },
  },
] as const;

describe.each(testEngines)('an optional phone on %s', (engine) => {
  const app = useAppStore(engine);
  const rows = (table: (typeof forms)[number]['table']) =>
    app.db.selectFrom(table).select(['phone']).execute();

  describe.each(forms)('POST $path', ({ path, post, table, body }) => {
    it('stores the phone as +91…, and none when it is left out or empty', async () => {
      expect((await post(jsonRequest(path, { ...body, phone: '098610 45678' }))).status).toBe(201);
      expect((await post(jsonRequest(path, { ...body, phone: '' }))).status).toBe(201);
      expect((await post(jsonRequest(path, body))).status).toBe(201);
      expect((await rows(table)).map((row) => row.phone).sort()).toEqual([
        '+919861045678',
        null,
        null,
      ]);
    });

    it('answers 400 with the phone rule for a number that is not one, and stores nothing', async () => {
      const response = await post(jsonRequest(path, { ...body, phone: '98610 4567' }));
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toEqual({
        phone: validationMessages.phoneInvalid,
      });
      expect(await rows(table)).toEqual([]);
    });
  });
});

/** Issue 24: a booking may say where the move starts and ends. */
describe.each(testEngines)('a booking with pickup and drop on %s', (engine) => {
  const app = useAppStore(engine);
  const booking = {
    name: 'Placed Booker',
    email: 'placed@example.in',
    phone: '98610 45678',
    service: 'household-shifting',
    date: todayInIndia(),
  };
  const rows = () =>
    app.db
      .selectFrom('bookings')
      .select(['pickupCity', 'pickupArea', 'pickupAddress', 'dropCity', 'dropArea', 'dropAddress'])
      .execute();

  it('stores them as sent, and none for a booking without them', async () => {
    const withPlaces = {
      ...booking,
      pickup: { city: 'Pune', area: 'Kothrud', address: 'Flat 4, Lane 7' },
      drop: { city: 'Bhubaneswar' },
    };
    expect((await postBooking(jsonRequest('/api/bookings', withPlaces))).status).toBe(201);
    expect((await postBooking(jsonRequest('/api/bookings', booking))).status).toBe(201);
    expect(await rows()).toEqual(
      expect.arrayContaining([
        {
          pickupCity: 'Pune',
          pickupArea: 'Kothrud',
          pickupAddress: 'Flat 4, Lane 7',
          dropCity: 'Bhubaneswar',
          dropArea: null,
          dropAddress: null,
        },
        {
          pickupCity: null,
          pickupArea: null,
          pickupAddress: null,
          dropCity: null,
          dropArea: null,
          dropAddress: null,
        },
      ]),
    );
  });

  it.each([
    [{ pickup: { area: 'Kothrud' } }, { pickupCity: validationMessages.pickupCityRequired }],
    [{ drop: 'Pune' }, { drop: validationMessages.placeInvalid }],
  ])('answers 400 for %j and stores nothing', async (extra, fields) => {
    const response = await postBooking(jsonRequest('/api/bookings', { ...booking, ...extra }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual(fields);
    expect(await rows()).toEqual([]);
  });
});
