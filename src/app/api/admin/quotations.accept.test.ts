import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { company } from '@/settings/company';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { GET as customerGet } from '../quotations/[token]/route';
import { POST as acceptPost } from '../quotations/[token]/accept/route';
import { customer, draft, quotationSteps } from '@tests/support/quotation-steps';

describe.each(testEngines)('firm quotations on %s', (engine) => {
  const app = useAppStore(engine);
  const { setUp, tokenRoute } = quotationSteps(app);

  it('the customer opens, accepts once (a repeat is the same answer), the lead is booked with history, and the accepted version is frozen', async () => {
    const { lead, make, edit, read } = await setUp();
    const made = await (await make(draft)).json();
    const opened = await customerGet(
      customer(`/api/quotations/${made.token}`),
      tokenRoute(made.token),
    );
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    const page = await opened.json();
    expect(page).toMatchObject({
      reference: lead.reference,
      version: 1,
      status: 'sent',
      totalPaise: made.totalPaise,
    });
    expect(page.upi).toBeUndefined();

    const accept = () =>
      acceptPost(
        customer(`/api/quotations/${made.token}/accept`, {
          version: 1,
          totalPaise: made.totalPaise,
          name: 'Meera Das',
          agree: true,
        }),
        tokenRoute(made.token),
      );
    const first = await accept();
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({
      status: 'accepted',
      upi: {
        amountPaise: 500_000,
        url: `upi://pay?pa=${company.upi.id}&pn=${encodeURIComponent(company.upi.payeeName)}&am=5000.00&cu=INR&tn=${lead.reference}`,
      },
    });
    const again = await accept();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);

    const row = await app.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('booked');
    const history = await app.db
      .selectFrom('leadStatusHistory')
      .select(['fromStatus', 'toStatus'])
      .where('leadId', '=', lead.id)
      .orderBy('at')
      .execute();
    expect(history.at(-1)).toEqual({ fromStatus: 'new', toStatus: 'booked' });
    expect(history.filter((h) => h.toStatus === 'booked')).toHaveLength(1);

    const frozen = await edit(made.id, { ...draft, version: 1 });
    expect(frozen.status).toBe(409);
    expect((await frozen.json()).error.message).toMatch(/accepted/);
    const view = await (await read()).json();
    expect(view.versions).toHaveLength(1);
    expect(view.versions[0]).toMatchObject({
      status: 'accepted',
      acceptedName: 'Meera Das',
      discountPaise: 50_000,
    });
    expect(view.events.map((e: { kind: string }) => e.kind).sort()).toEqual(['accepted', 'opened']);
  });

  it('a staff member checking the link is not the customer: only the customer’s look is recorded as opened', async () => {
    const { make, read, staff } = await setUp();
    const made = await (await make(draft)).json();
    const look = (cookie?: string) => {
      const request = customer(`/api/quotations/${made.token}`);
      if (cookie) request.headers.set('cookie', `${ADMIN_SESSION_COOKIE}=${cookie}`);
      return customerGet(request, tokenRoute(made.token));
    };
    const openings = async () =>
      ((await (await read()).json()).events as { kind: string }[]).filter(
        (e) => e.kind === 'opened',
      );
    expect((await look(staff.token)).status).toBe(200);
    expect(await openings()).toHaveLength(0);
    // A cookie that is no live session counts for nothing.
    expect((await look('x'.repeat(43))).status).toBe(200);
    expect(await openings()).toHaveLength(1);
    expect((await look()).status).toBe(200);
    expect(await openings()).toHaveLength(1);
  });

  it('the acceptance and the move to booked are one write: if the history cannot be written, nothing is accepted', async () => {
    const { lead, make } = await setUp();
    const made = await (await make(draft)).json();
    const accept = () =>
      acceptPost(
        customer(`/api/quotations/${made.token}/accept`, {
          version: 1,
          totalPaise: made.totalPaise,
          name: 'Meera Das',
          agree: true,
        }),
        tokenRoute(made.token),
      );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A real failure inside the transaction, after the acceptance is written: the status
    // history's table is out of the way.
    await sql`alter table lead_status_history rename to lead_status_history_away`.execute(app.db);
    let refused: Response;
    try {
      refused = await accept();
    } finally {
      await sql`alter table lead_status_history_away rename to lead_status_history`.execute(app.db);
      errors.mockRestore();
    }
    expect(refused.status).toBe(503);
    const version = await app.db
      .selectFrom('quotationVersions')
      .select(['acceptedAt'])
      .where('quotationId', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(version.acceptedAt).toBeNull();
    const booking = await app.db
      .selectFrom('bookings')
      .select(['status'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('new');

    const again = await accept();
    expect(again.status).toBe(200);
    const booked = await app.db
      .selectFrom('bookings')
      .select(['status'])
      .where('id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(booked.status).toBe('booked');
  });
});
