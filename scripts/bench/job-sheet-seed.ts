// For `PHONE_JOB_SHEET=1 npm run bench:phone`: a crew member with a live session and a move of
// today they are on (a surveyed household), written straight into the bench server's store
// (DATA_DIR, SQLite), so the phone bench can load that move's job sheet signed in. Prints
// {cookie, token, route} as JSON. Run by scripts/bench/phone.mjs, not by hand.
import { connect } from '@/server/db/connect';
import { todayInIndia } from '@/lib/dates';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { saveInventory } from '@/features/survey/server';
import { fakeLead, insertFakeLeads } from '../../tests/support/fake-leads';
import { makeUser } from '../../tests/support/test-users';

const handle = connect({ dataDir: process.env.DATA_DIR! });
try {
  const crew = await makeUser(handle.db, 'crew', { name: 'Ravi Crew', email: null });
  const move = fakeLead('booking', 7, {
    status: 'booked',
    moveDate: todayInIndia(),
    message: 'Please call before you come; the lift is small.',
  });
  await insertFakeLeads(handle.db, 'booking', [move]);
  await handle.db.insertInto('moveCrew').values({ bookingId: move.id, userId: crew.id }).execute();
  await saveInventory(handle.db, handle.engine, {
    leadKind: 'booking',
    leadId: move.id,
    rooms: [
      {
        name: 'Living room',
        items: [
          { itemId: 'sofa-3-seat', qty: 1 },
          { itemId: 'coffee-table-glass', qty: 1 },
        ],
      },
      { name: 'Bedroom', items: [{ itemId: 'dressing-table', qty: 1 }] },
    ],
    actor: crew.id,
    actorName: null,
  });
  console.log(
    JSON.stringify({
      cookie: ADMIN_SESSION_COOKIE,
      token: crew.token,
      route: `/admin/moves/${move.id}`,
    }),
  );
} finally {
  await handle.close();
}
