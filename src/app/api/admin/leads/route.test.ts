import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { adminRequest } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { GET as listLeads } from './route';

const addDays = (ymd: string, days: number) => {
  const date = new Date(`${ymd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(testEngines)('GET /api/admin/leads: one list of every kind on %s', (engine) => {
  const app = useAppStore(engine);
  const today = todayInIndia();

  async function setUp() {
    const me = await makeUser(app.db, 'staff');
    const other = await makeUser(app.db, 'staff');
    const soon = fakeLead('booking', 1, {
      moveDate: addDays(today, 2),
      pickupCity: 'Pune',
      pickupArea: 'Kothrud',
      dropCity: 'Mumbai',
      assigneeId: me.id,
      followUpOn: addDays(today, 1),
    });
    const sooner = fakeLead('booking', 2, {
      moveDate: today,
      message: 'Piano on the third floor',
      followUpOn: addDays(today, -3),
    });
    const past = fakeLead('booking', 3, { moveDate: addDays(today, -10), assigneeId: other.id });
    const quote = fakeLead('quote', 4, { moveDate: addDays(today, 1), origin: 'pune' });
    const contact = fakeLead('contact', 5, {
      message: 'Need a quote for a godrej almirah',
      phone: '+919861045678',
    });
    const subscriber = fakeLead('subscriber', 6);
    await insertFakeLeads(app.db, 'booking', [soon, sooner, past]);
    await insertFakeLeads(app.db, 'quote', [quote]);
    await insertFakeLeads(app.db, 'contact', [contact]);
    await insertFakeLeads(app.db, 'subscriber', [subscriber]);
    const get = async (query: string) => {
      const response = await listLeads(
        adminRequest(`/api/admin/leads?${query}`, { cookie: me.token }),
      );
      expect(response.status, query).toBe(200);
      return (await response.json()) as {
        items: { type: string; reference: string }[];
        total: number;
      };
    };
    const refs = async (query: string) => (await get(query)).items.map((i) => i.reference);
    return { me, soon, sooner, past, quote, contact, subscriber, get, refs };
  }

  it('lists every kind, newest first, each row naming its type', async () => {
    const { get, subscriber, contact, quote } = await setUp();
    const list = await get('type=all');
    expect(list.total).toBe(6);
    expect(list.items.slice(0, 3).map((i) => [i.type, i.reference])).toEqual([
      ['subscribers', subscriber.reference],
      ['contacts', contact.reference],
      ['quotes', quote.reference],
    ]);
  });

  it('searches every kind: any reference, an area, a city, words of a message, a phone as typed', async () => {
    const { refs, contact, soon, sooner, quote } = await setUp();
    expect(await refs(`type=all&q=${contact.reference}`)).toEqual([contact.reference]);
    // The Bookings tab alone does not have it (the page then offers All).
    expect(await refs(`type=bookings&q=${contact.reference}`)).toEqual([]);
    expect(await refs('type=all&q=kothrud')).toEqual([soon.reference]);
    expect(await refs('type=all&q=PIANO on the')).toEqual([sooner.reference]);
    expect(await refs('type=all&q=godrej')).toEqual([contact.reference]);
    expect(await refs('type=all&q=098610 45678')).toEqual([contact.reference]);
    expect((await refs('type=all&q=pune')).sort()).toEqual(
      [quote.reference, soon.reference].sort(),
    );
  });

  it('sorts by moving date (from today, soonest first) and by follow-up (overdue first)', async () => {
    const { refs, soon, sooner, quote } = await setUp();
    expect(await refs('type=all&sort=moveDate')).toEqual([
      sooner.reference,
      quote.reference,
      soon.reference,
    ]);
    expect(await refs('type=bookings&sort=moveDate')).toEqual([sooner.reference, soon.reference]);
    expect(await refs('type=all&sort=followUp')).toEqual([sooner.reference, soon.reference]);
  });

  it('filters by assignee (one person, or nobody), city (any case, from or to) and status', async () => {
    const { refs, me, soon, quote, past } = await setUp();
    expect(await refs(`type=all&assignee=${me.id}`)).toEqual([soon.reference]);
    expect(await refs('type=bookings&assignee=none')).not.toContain(past.reference);
    expect((await refs('type=all&city=PUNE')).sort()).toEqual(
      [quote.reference, soon.reference].sort(),
    );
    expect(await refs('type=all&city=mumbai')).toEqual([soon.reference]);
    expect(await refs(`type=all&status=${soon.status}&city=pune`)).toContain(soon.reference);
  });

  it('pages the merged list without losing or repeating a lead', async () => {
    const { me } = await setUp();
    const many = Array.from({ length: 60 }, (_, i) => fakeLead('contact', 100 + i));
    await insertFakeLeads(app.db, 'contact', many);
    const page = async (n: number) =>
      (
        await (
          await listLeads(adminRequest(`/api/admin/leads?type=all&page=${n}`, { cookie: me.token }))
        ).json()
      ).items.map((i: { reference: string }) => i.reference) as string[];
    const [one, two] = [await page(1), await page(2)];
    expect(one).toHaveLength(50);
    expect(two).toHaveLength(16);
    expect(new Set([...one, ...two]).size).toBe(66);
  });

  it('refuses a sort, assignee or type it does not know (400)', async () => {
    const { me } = await setUp();
    for (const query of ['type=all&sort=price', 'type=all&assignee=bob', 'type=everything']) {
      const response = await listLeads(
        adminRequest(`/api/admin/leads?${query}`, { cookie: me.token }),
      );
      expect(response.status, query).toBe(400);
    }
  });
});
