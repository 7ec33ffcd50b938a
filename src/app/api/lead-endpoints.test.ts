import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import type { Database } from '@/server/db/schema';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST as postBooking } from './bookings/route';
import { POST as postContact } from './contact/route';
import { POST as postNewsletter } from './newsletter/route';
import { POST as postQuote } from './quotes/route';

/** What every public lead endpoint does the same way; each endpoint's own fields are tested beside it. */
const endpoints = [
  {
    path: '/api/bookings',
    post: postBooking,
    table: 'bookings',
    body: (n: number) => ({
      name: `Booker ${n}`,
      email: 'booker@example.in',
      phone: '98610 45678',
      service: 'bike-shifting',
      date: todayInIndia(),
    }),
    text: { field: 'name', column: 'name', message: validationMessages.nameRequired },
  },
  {
    path: '/api/contact',
    post: postContact,
    table: 'contactMessages',
    body: (n: number) => ({ name: `Writer ${n}`, email: 'w@example.in', message: 'Hello' }),
    text: { field: 'message', column: 'message', message: validationMessages.messageRequired },
  },
  {
    path: '/api/quotes',
    post: postQuote,
    table: 'quoteRequests',
    body: (n: number) => ({
      source: 'popup',
      name: `Asker ${n}`,
      email: 'a@example.in',
      service: 'Car',
    }),
    text: { field: 'service', column: 'service', message: validationMessages.quoteServiceRequired },
  },
  {
    path: '/api/newsletter',
    post: postNewsletter,
    table: 'newsletterSubscribers',
    body: (n: number) => ({ email: `reader${n}@example.in` }),
    text: { field: 'email', column: 'email', message: validationMessages.emailRequired },
  },
] as const;

describe.each(testEngines)('public lead endpoints on %s', (engine) => {
  const app = useAppStore(engine);
  const count = async (table: keyof Database) =>
    (await app.db.selectFrom(table).selectAll().execute()).length;
  beforeEach(() => {
    process.env.LEAD_RATE_LIMIT = '3/600';
  });
  afterEach(() => {
    delete process.env.LEAD_RATE_LIMIT;
  });

  describe.each(endpoints)('POST $path', ({ path, post, table, body, text }) => {
    it.each([
      ['NUL characters', '\u0000\u0000\u0000'],
      ['control characters', '\u0001\u001b\u007f'],
      ['zero-width characters', '\u200b\u200d\ufeff'],
      ['bidirectional overrides', '\u202e\u2066\u2069'],
    ])(
      `answers 400 when the required ${text.field} is only %s, and stores nothing`,
      async (_, value) => {
        const response = await post(jsonRequest(path, { ...body(1), [text.field]: value }));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: {
            code: 'validation',
            message: 'Some fields need attention.',
            fields: { [text.field]: text.message },
          },
        });
        expect(await count(table)).toBe(0);
      },
    );

    if (text.field !== 'email') {
      it(`stores the ${text.field} without NUL or bidirectional overrides`, async () => {
        const value = 'Ab\u0000c \u202edcba\u202c e\u2066f\u2069';
        const response = await post(jsonRequest(path, { ...body(1), [text.field]: value }));
        expect(response.status).toBe(201);
        const rows = await app.db.selectFrom(table).selectAll().execute();
        expect((rows[0] as Record<string, unknown>)[text.column]).toBe('Abc dcba ef');
      });
    }

    it('answers 415 for another content type and stores nothing', async () => {
      const response = await post(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify(body(1)),
        }),
      );
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: { code: 'unsupported_media_type', message: 'Send the request as application/json.' },
      });
      expect(await count(table)).toBe(0);
    });

    it('answers 413 for a body over 16 KiB and stores nothing', async () => {
      const response = await post(
        jsonRequest(path, { ...body(1), padding: 'x'.repeat(17 * 1024) }),
      );
      expect(response.status).toBe(413);
      expect((await response.json()).error.code).toBe('payload_too_large');
      expect(await count(table)).toBe(0);
    });

    it('answers 400 for malformed JSON', async () => {
      const response = await post(jsonRequest(path, '{"name":'));
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('validation');
    });

    it('answers a filled honeypot like a success, stores nothing and logs it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const response = await post(
          jsonRequest(path, { ...body(1), website: 'cheap-seo.example' }),
        );
        expect(response.status).toBe(201);
        const answer = await response.json();
        expect(Object.keys(answer).sort()).toEqual(['createdAt', 'id', 'reference']);
        expect(answer.reference).toMatch(/^[A-Z]{2}-[2-9A-HJKMNP-Z]{6}$/);
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[leads\] honeypot: /));
      } finally {
        warn.mockRestore();
      }
      expect(await count(table)).toBe(0);
    });

    it('answers 429 with Retry-After past the limit for one address, and stores nothing more', async () => {
      for (let n = 1; n <= 3; n++) {
        expect((await post(jsonRequest(path, body(n)))).status).toBe(201);
      }
      const refused = await post(jsonRequest(path, body(4)));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(await refused.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(
            /^Too many requests from your address\. Please try again in \d+ seconds\.$/,
          ),
        },
      });
      expect(await count(table)).toBe(3);
      const other = await post(jsonRequest(path, body(5), { 'x-client-address': '198.51.100.9' }));
      expect(other.status).toBe(201);
    });

    it('counts a whole IPv6 /64 as one client, like the sign-in lockout', async () => {
      const from = (address: string) => ({ 'x-client-address': address });
      for (let n = 1; n <= 3; n++) {
        const response = await post(jsonRequest(path, body(n), from(`2001:db8:1:2::${n}`)));
        expect(response.status).toBe(201);
      }
      const sameNetwork = await post(
        jsonRequest(path, body(4), from('2001:db8:1:2:aaaa:bbbb:cccc:dddd')),
      );
      expect(sameNetwork.status).toBe(429);
      expect(await count(table)).toBe(3);
      const nextNetwork = await post(jsonRequest(path, body(5), from('2001:db8:1:3::1')));
      expect(nextNetwork.status).toBe(201);
    });

    it('returns the first lead for a retried Idempotency-Key without counting it again', async () => {
      const headers = { 'idempotency-key': `retry-${table}` };
      const first = await post(jsonRequest(path, body(1), headers));
      expect(first.status).toBe(201);
      const firstBody = await first.json();
      for (let i = 0; i < 3; i++) {
        const retry = await post(jsonRequest(path, body(1), headers));
        expect(retry.status).toBe(201);
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect(await retry.json()).toEqual(firstBody);
      }
      expect(await count(table)).toBe(1);
      expect((await post(jsonRequest(path, body(2)))).status).toBe(201);
    });

    it("starts the lead's status history with its arrival, once even when retried", async () => {
      const headers = { 'idempotency-key': `history-${table}` };
      const first = await (await post(jsonRequest(path, body(1), headers))).json();
      await post(jsonRequest(path, body(1), headers));
      const history = await app.db
        .selectFrom('leadStatusHistory')
        .select(['leadId', 'fromStatus', 'toStatus', 'at', 'actorId'])
        .execute();
      const [lead] = await app.db.selectFrom(table).select(['id', 'createdAt']).execute();
      expect(history).toEqual([
        { leadId: lead!.id, fromStatus: null, toStatus: 'new', at: lead!.createdAt, actorId: null },
      ]);
      if (first.id) expect(first.id).toBe(lead!.id);
    });

    it('refuses the same Idempotency-Key with another body: 422 idempotency_mismatch, nothing stored', async () => {
      const headers = { 'idempotency-key': `bound-${table}` };
      const first = await post(jsonRequest(path, body(1), headers));
      expect(first.status).toBe(201);
      const firstBody = await first.json();

      const other = await post(jsonRequest(path, body(2), headers));
      expect(other.status).toBe(422);
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(await other.json()).toEqual({
        error: {
          code: 'idempotency_mismatch',
          message:
            'This Idempotency-Key was already used with a different request body. Use a new key for a new request.',
        },
      });
      expect(await count(table)).toBe(1);

      // The same body again, keys in another order and with spaces the schema trims, replays.
      const sent: Record<string, unknown> = body(1);
      const reordered = Object.fromEntries(
        Object.entries({ ...sent, [text.field]: ` ${String(sent[text.field])} ` }).reverse(),
      );
      const retry = await post(jsonRequest(path, reordered, headers));
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.json()).toEqual(firstBody);
      expect(await count(table)).toBe(1);
    });

    it('rejects an unusable Idempotency-Key', async () => {
      const response = await post(jsonRequest(path, body(1), { 'idempotency-key': 'has spaces' }));
      expect(response.status).toBe(400);
      expect(await count(table)).toBe(0);
    });
  });
});
