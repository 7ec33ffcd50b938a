import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validationMessages } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import type { Database } from '@/server/db/schema';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST as postBooking } from './bookings/route';
import { POST as postContact } from './contact/route';
import { POST as postNewsletter } from './newsletter/route';
import { POST as postQuote } from './quotes/route';

/** Every lead create keeps the customer's language (issue 49): en, hi or or; absent is en. */
const endpoints = [
  {
    path: '/api/bookings',
    post: postBooking,
    table: 'bookings',
    body: {
      name: 'Booker',
      email: 'booker@example.in',
      phone: '98610 45678',
      service: 'bike-shifting',
      date: todayInIndia(),
    },
  },
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
  {
    path: '/api/newsletter',
    post: postNewsletter,
    table: 'newsletterSubscribers',
    body: { email: 'reader@example.in' },
  },
] as const;

describe.each(testEngines)('the lead’s language on %s', (engine) => {
  const app = useAppStore(engine);
  const languages = async (table: keyof Database) =>
    (await app.db.selectFrom(table).selectAll().execute()).map(
      (row) => (row as { language: string }).language,
    );
  beforeEach(() => {
    process.env.LEAD_RATE_LIMIT = '10/600';
  });
  afterEach(() => {
    delete process.env.LEAD_RATE_LIMIT;
  });

  describe.each(endpoints)('POST $path', ({ path, post, table, body }) => {
    it.each(['hi', 'or', 'en'] as const)('stores language %s as sent', async (language) => {
      const response = await post(jsonRequest(path, { ...body, language }));
      expect(response.status).toBe(201);
      expect(await languages(table)).toEqual([language]);
    });

    it('stores English when no language is sent (older clients)', async () => {
      expect((await post(jsonRequest(path, body))).status).toBe(201);
      expect(await languages(table)).toEqual(['en']);
    });

    it.each(['ta', 'HI', 'hindi', 3, ['hi']])(
      'answers 400 for language %j and stores nothing',
      async (language) => {
        const response = await post(jsonRequest(path, { ...body, language }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: {
            code: 'validation',
            message: 'Some fields need attention.',
            fields: { language: validationMessages.leadLanguage },
          },
        });
        expect(await languages(table)).toEqual([]);
      },
    );
  });
});
