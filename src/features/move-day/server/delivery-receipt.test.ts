import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { adminRequest, params } from '@tests/support/admin-requests';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { pdfText } from '@tests/support/pdf-text';
import { TINY_PNG } from '@tests/support/role-matrix';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { makeUser } from '@tests/support/test-users';
import { POST as postMilestone } from '@/app/api/admin/leads/[type]/[id]/milestones/route';
import { POST as postSignature } from '@/app/api/admin/leads/[type]/[id]/signatures/route';
import { GET as documentPdf } from '@/app/api/admin/documents/[id]/route';
import { GET as proofPdf } from '@/app/api/admin/leads/[type]/[id]/proof-of-delivery/route';
import { saveInventory } from '@/features/survey/server';
import { listDocuments } from '@/features/documents/server';
import { staffOf } from '@/features/people/server/guard';
import { ADMIN_SESSION_COOKIE } from '@/features/people/session-cookie-name';
import { insertPhoto } from './captures';
import { crewSheet } from './sheet';

/** A signature as the pad draws it: dark strokes on a transparent 600 × 220 PNG. */
const signaturePng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="220"><path d="M40 150 C 90 40, 130 200, 180 110 S 260 60, 300 150 S 420 90, 560 120" stroke="#0f172a" stroke-width="4" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
const TINY = Buffer.from(TINY_PNG.slice(TINY_PNG.indexOf(',') + 1), 'base64');

const steps = ['arrived', 'packed', 'loaded', 'in-transit', 'reached', 'delivered'] as const;

describe.each(testEngines)('the proof of delivery on %s', (engine) => {
  const app = useAppStore(engine);

  it('is issued with the delivered step: numbered, with the QR link, the packages, exceptions, photos, signature and times', async () => {
    const crew = await makeUser(app.db, 'crew', { name: 'Kiran Crew', email: null });
    const staff = await makeUser(app.db, 'staff');
    const move = fakeLead('booking', 1, { status: 'booked', moveDate: todayInIndia() });
    await insertFakeLeads(app.db, 'booking', [move]);
    await app.db.insertInto('moveCrew').values({ bookingId: move.id, userId: crew.id }).execute();
    await saveInventory(app.db, engine, {
      leadKind: 'booking',
      leadId: move.id,
      rooms: [
        { name: 'Living room', items: [{ itemId: 'sofa-3-seat', qty: 1 }] },
        { name: 'Bedroom', items: [{ itemId: 'dressing-table', qty: 1 }] },
      ],
      actor: staff.id,
      actorName: null,
    });
    const base = { bookingId: move.id, width: 1, height: 1, bytes: TINY };
    const by = { actorId: crew.id, actorName: 'Kiran Crew', idempotencyKey: null };
    await insertPhoto(app.db, { ...base, ...by, stage: 'pickup', itemId: null, note: null });
    await insertPhoto(app.db, {
      ...base,
      ...by,
      stage: 'delivery',
      itemId: 'dressing-table',
      note: 'mirror corner chipped',
    });
    const step = (body: Record<string, unknown>) =>
      postMilestone(
        adminRequest(`/api/admin/leads/bookings/${move.id}/milestones`, {
          method: 'POST',
          body,
          cookie: crew.token,
        }),
        params({ type: 'bookings', id: move.id }),
      );
    for (const kind of steps.slice(0, 5)) {
      const answer = await step(
        kind === 'loaded' ? { kind, expectedDeliveryOn: todayInIndia() } : { kind },
      );
      expect(answer.status).toBe(201);
    }
    expect(
      (await listDocuments(app.db, 'booking', move.id)).filter(
        (d) => d.kind === 'delivery-receipt',
      ),
    ).toEqual([]);
    const signed = await postSignature(
      adminRequest(`/api/admin/leads/bookings/${move.id}/signatures`, {
        method: 'POST',
        body: {
          stage: 'delivery',
          name: 'Asha Customer',
          png: `data:image/png;base64,${(await signaturePng()).toString('base64')}`,
        },
        cookie: crew.token,
      }),
      params({ type: 'bookings', id: move.id }),
    );
    expect(signed.status).toBe(201);
    expect((await step({ kind: 'delivered', note: 'one carton wet' })).status).toBe(201);

    const papers = (await listDocuments(app.db, 'booking', move.id)).filter(
      (d) => d.kind === 'delivery-receipt',
    );
    expect(papers).toHaveLength(1);
    const paper = papers[0]!;
    expect(paper.number).toMatch(/^POD\/\d{4}-\d{2}\/0*1$/);
    expect(paper.verifyCode).toBeTruthy();

    // Staff open it like every document; read back as a reader would.
    const response = await documentPdf(
      adminRequest(`/api/admin/documents/${paper.id}`, { cookie: staff.token }),
      params({ id: paper.id }),
    );
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // To look at the paper: KEEP_PDF=/tmp/pod.pdf npx vitest run <this file>, then pdftoppm.
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, bytes);
    const text = pdfText(bytes);
    expect(text).toContain('PROOF OF DELIVERY');
    expect(text).toContain(paper.number);
    expect(text).toContain(`/verify/${paper.verifyCode}`);
    expect(text).toContain(move.reference);
    expect(text).toContain('Sofa, 3 seats');
    expect(text).toContain('Dressing table with mirror');
    expect(text).toContain('one carton wet');
    expect(text).toContain('Dressing table with mirror: mirror corner chipped');
    expect(text).toContain('1 photo at pickup, 1 at delivery');
    expect(text).toContain('Asha Customer — signed on the crew’s phone');
    for (const label of ['Arrived at pickup', 'Loaded', 'On the way', 'Delivered'])
      expect(text).toContain(label);
    expect(text).toContain('Kiran Crew');

    // The crew on the move open it from their sheet; a crew member not on it is refused.
    const stranger = await makeUser(app.db, 'crew', { name: 'Other Crew', email: null });
    const proof = (token: string) =>
      proofPdf(
        adminRequest(`/api/admin/leads/bookings/${move.id}/proof-of-delivery`, { cookie: token }),
        params({ type: 'bookings', id: move.id }),
      );
    const own = await proof(crew.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(new Uint8Array(await own.arrayBuffer()))).toContain(paper.number);
    expect((await proof(stranger.token)).status).toBe(403);

    // The crew sheet offers staff the WhatsApp texts of loaded and delivered, typed in.
    const member = await staffOf(new Headers({ cookie: `${ADMIN_SESSION_COOKIE}=${crew.token}` }));
    const updates = (await crewSheet(member, move.id))!.whatsappUpdates;
    expect(updates.map((u) => u.kind)).toEqual(['loaded', 'delivered']);
    expect((await crewSheet(member, move.id))!.proofUrl).toBe(
      `/api/admin/leads/bookings/${move.id}/proof-of-delivery`,
    );
    const digits = move.phone.replace(/\D/g, '');
    expect(updates[0]!.href).toMatch(new RegExp(`^https://wa\\.me/${digits}\\?text=`));
    const delivered = decodeURIComponent(updates[1]!.href.split('?text=')[1]!);
    expect(delivered).toContain(`move ${move.reference} are delivered`);
    expect(delivered).toContain(`/track?reference=${move.reference}`);

    // In the customer's language (issue 49): the texts and the tracking page's address.
    for (const [language, word] of [
      ['hi', 'डिलीवरी'],
      ['or', 'ଡେଲିଭରି'],
    ] as const) {
      await app.db.updateTable('bookings').set({ language }).where('id', '=', move.id).execute();
      const local = (await crewSheet(member, move.id))!.whatsappUpdates;
      const text = decodeURIComponent(local[1]!.href.split('?text=')[1]!);
      expect(text).toContain(word);
      expect(text).toContain(move.reference);
      expect(text).toContain(`/${language}/track?reference=${move.reference}`);
    }

    // In the audit log with the step.
    const audit = await app.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('target', '=', move.reference)
      .where('action', '=', 'document-issued')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([`Proof of Delivery ${paper.number}`]);
  });
});
