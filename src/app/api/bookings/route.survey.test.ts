import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inventoryValidation as m } from '@/features/survey/content/survey';
import { todayInIndia } from '@/lib/dates';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { mailRetry } from '@/server/mail/outbox';
import { settleMail } from '@tests/support/settle-mail';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { startSmtpServer } from '@tests/support/test-smtp';

// A booking or quote request sent with the customer's own list of things (`inventory` as
// {rooms}, design.md): the list becomes the lead's survey in the lead's own transaction.

const rooms = [
  {
    name: 'Bedroom 1',
    items: [
      { itemId: 'bed-double', qty: 1 },
      { itemId: 'mattress-double', qty: 1 },
    ],
  },
  { name: 'Hall', items: [{ itemId: 'almirah-steel-single', qty: 2 }] },
];

const booking = () => ({
  name: 'Meera Das',
  email: 'meera@example.in',
  phone: '+91 98610 45678',
  service: 'household-shifting',
  date: todayInIndia(),
});

const quotation = () => ({
  source: 'quotation',
  name: 'Arjun Rao',
  email: 'arjun@example.in',
  phone: '9861045678',
  moveDate: todayInIndia(),
  origin: 'Bhubaneswar',
  destination: 'Pune',
});

const sends = [
  { kind: 'booking', table: 'bookings', post: postBooking, path: '/api/bookings', body: booking },
  { kind: 'quote', table: 'quoteRequests', post: postQuote, path: '/api/quotes', body: quotation },
] as const;

describe.each(testEngines)('a lead sent with its list of things on %s', (engine) => {
  const app = useAppStore(engine);
  const count = async (table: 'bookings' | 'quoteRequests' | 'leadInventories') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(sends)('a $kind stores the list as its survey, saved by the customer', async (send) => {
    const response = await send.post(
      jsonRequest(send.path, { ...send.body(), inventory: { rooms } }),
    );
    expect(response.status).toBe(201);
    const { id, createdAt } = await response.json();
    const saved = await app.db
      .selectFrom('leadInventories')
      .selectAll()
      .where('leadId', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({
      leadKind: send.kind,
      updatedBy: 'customer',
      updatedAt: createdAt,
    });
    expect(JSON.parse(saved.rooms)).toEqual(rooms);
    const history = await app.db
      .selectFrom('leadInventoryChanges')
      .select(['actor'])
      .where('leadId', '=', id)
      .execute();
    expect(history).toEqual([{ actor: 'customer' }]);
  });

  it('a retry with the same key and list is replayed; with another list it is refused', async () => {
    const headers = { 'Idempotency-Key': 'survey-retry-1' };
    const body = { ...booking(), inventory: { rooms } };
    const first = await postBooking(jsonRequest('/api/bookings', body, headers));
    expect(first.status).toBe(201);
    const again = await postBooking(jsonRequest('/api/bookings', body, headers));
    expect((await again.json()).id).toBe((await first.json()).id);
    const other = { ...body, inventory: { rooms: rooms.slice(1) } };
    const refused = await postBooking(jsonRequest('/api/bookings', other, headers));
    expect(refused.status).toBe(422);
    expect(await count('bookings')).toBe(1);
    expect(await count('leadInventories')).toBe(1);
  });

  it("keeps the quotation form's free-text inventory as text, with no survey", async () => {
    const response = await postQuote(
      jsonRequest('/api/quotes', { ...quotation(), inventory: 'Twelve desks, a server rack' }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await app.db
      .selectFrom('quoteRequests')
      .select(['inventory'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.inventory).toBe('Twelve desks, a server rack');
    expect(await count('leadInventories')).toBe(0);
  });

  it.each(sends)('a $kind with an empty list stores the lead and no survey', async (send) => {
    const response = await send.post(
      jsonRequest(send.path, { ...send.body(), inventory: { rooms: [] } }),
    );
    expect(response.status).toBe(201);
    expect(await count(send.table)).toBe(1);
    expect(await count('leadInventories')).toBe(0);
  });

  const bad = [
    [
      'an item not in the catalogue',
      [{ name: 'Hall', items: [{ itemId: 'piano', qty: 1 }] }],
      m.unknownItem,
    ],
    ['a quantity of 0', [{ name: 'Hall', items: [{ itemId: 'bed-double', qty: 0 }] }], m.qtyRange],
    [
      'a quantity of 10,000',
      [{ name: 'Hall', items: [{ itemId: 'bed-double', qty: 10_000 }] }],
      m.qtyRange,
    ],
    [
      'a fractional quantity',
      [{ name: 'Hall', items: [{ itemId: 'bed-double', qty: 1.5 }] }],
      m.qtyWhole,
    ],
    [
      'two rooms of one name',
      [
        { name: 'Hall', items: [] },
        { name: 'hall', items: [] },
      ],
      m.roomNameRepeated,
    ],
  ] as const;

  for (const send of sends)
    it.each(bad)(
      `a ${send.kind} with %s answers 400 on inventory and stores nothing`,
      async (_why, badRooms, message) => {
        const response = await send.post(
          jsonRequest(send.path, { ...send.body(), inventory: { rooms: badRooms } }),
        );
        expect(response.status).toBe(400);
        const { error } = await response.json();
        expect(error.code).toBe('validation');
        expect(error.fields.inventory).toBe(message);
        expect(await count(send.table)).toBe(0);
        expect(await count('leadInventories')).toBe(0);
      },
    );

  it('a booking whose inventory is neither a list nor left out answers 400', async () => {
    const response = await postBooking(
      jsonRequest('/api/bookings', { ...booking(), inventory: 'a sofa and a fridge' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.inventory).toBe(m.roomsMissing);
    expect(await count('bookings')).toBe(0);
  });
});

describe("the company's email for a lead sent with its list (real SMTP server)", () => {
  useAppStore('sqlite');
  const defaultDelays = mailRetry.delaysMs;
  beforeEach(() => {
    mailRetry.delaysMs = [50, 100];
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    await settleMail();
    mailRetry.delaysMs = defaultDelays;
    vi.restoreAllMocks();
    for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'SITE_URL']) delete process.env[name];
  });

  it('lists the rooms and items with the load, the vehicle and the crew', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.LEADS_NOTIFY_TO = 'leads@moveease.example';
    process.env.SITE_URL = 'https://moveease.example';
    try {
      const response = await postBooking(
        jsonRequest('/api/bookings', { ...booking(), inventory: { rooms } }),
      );
      expect(response.status).toBe(201);
      await settleMail();
      const mail = smtp.received.find((sent) => sent.recipients.includes('leads@moveease.example'));
      expect(mail?.body).toContain(
        'The customer listed their things:\n' +
          '  Bedroom 1: Double bed (4.5 × 6 ft) × 1, Mattress, double × 1\n' +
          '  Hall: Steel almirah, single door × 2\n' +
          // 40 + 18 + 2 × 25 cft; the smallest vehicle and crew for it come from content/.
          'Load 108 cft;',
      );
      expect(mail?.body).toMatch(/Load 108 cft; vehicle [^;]+; crew \d+ people\./);
    } finally {
      await smtp.close();
    }
  });
});
