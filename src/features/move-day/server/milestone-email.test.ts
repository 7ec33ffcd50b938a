import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { POST as postMilestone } from '@/app/api/admin/leads/[type]/[id]/milestones/route';

describe.each(testEngines)('the customer’s emails at loaded and delivered on %s', (engine) => {
  const app = useAppStore(engine);

  it.each([
    ['hi', 'लोड', 'डिलीवरी'],
    ['or', 'ଲୋଡ୍', 'ଡେଲିଭରି'],
  ] as const)(
    'are written in the lead’s language (%s), with its tracking page',
    async (language, loaded, delivered) => {
      const crew = await makeUser(app.db, 'crew', { name: 'Kiran Crew', email: null });
      const move = fakeLead('booking', 3, { status: 'booked', moveDate: todayInIndia(), language });
      await insertFakeLeads(app.db, 'booking', [move]);
      await app.db.insertInto('moveCrew').values({ bookingId: move.id, userId: crew.id }).execute();
      for (const kind of ['arrived', 'packed', 'loaded', 'in-transit', 'reached', 'delivered']) {
        const answer = await postMilestone(
          adminRequest(`/api/admin/leads/bookings/${move.id}/milestones`, {
            method: 'POST',
            body: kind === 'loaded' ? { kind, expectedDeliveryOn: todayInIndia() } : { kind },
            cookie: crew.token,
          }),
          params({ type: 'bookings', id: move.id }),
        );
        expect(answer.status).toBe(201);
      }
      const emails = (await app.db.selectFrom('outbox').select('message').execute()).map(
        (row) => JSON.parse(row.message) as { subject: string; text: string; to: string },
      );
      const mine = emails.filter((email) => email.subject.includes(move.reference));
      expect(mine).toHaveLength(2);
      expect(mine[0]!.subject).toContain(loaded);
      expect(mine[1]!.subject).toContain(delivered);
      for (const email of mine) {
        expect(email.to).toBe(move.email);
        expect(email.text).toContain(`/${language}/track?reference=${move.reference}`);
      }
    },
  );
});
