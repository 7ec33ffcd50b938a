import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { todayInIndia } from '@/lib/dates';
import { hashPassword } from '@/features/people/server/password-hash';
import { PRIMARY_OWNER_ID, PRIMARY_OWNER_NAME } from '@/features/people/server/users';
import { insertQuotation } from '@/features/quotation/server/data/quotations';
import { enqueueEmail } from '@/server/db/stores/outbox';
import { customerParty, sellerNow } from '@/features/documents/server/build';
import { storeDocument } from '@/features/documents/server/store';
import { insertClaim } from '@/features/claims/server/data/claims';
import type { Database } from '@/server/db/schema';
import { insertUser } from '@/features/people/server/data/users';
import { fakeLead, insertFakeLeads } from './fake-leads';
import { makeUser, TEST_SCRYPT_COST } from './test-users';

/**
 * Test support shared by the two role matrices (every /api/admin route, every staff server
 * action): who calls, the people and lead they act on, and what a refused call must leave.
 */

/** Who calls: nobody signed in, then each role, least rights first. */
export const CALLERS = ['signed-out', 'crew', 'staff', 'coordinator', 'owner'] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'signed-out'>;
export const SIGNED_IN: readonly SignedInCaller[] = ['crew', 'staff', 'coordinator', 'owner'];

/** What one route or action answers each caller: written out per row, never derived. */
export type PerCaller<T> = Readonly<Record<Caller, T>>;

export interface MatrixIds {
  lead: string;
  /** The staff member who calls as 'staff' (a lead can be assigned to them). */
  staff: string;
  /** A staff member the people routes act on. */
  other: string;
  /** Another booking, which has a quotation (the lead above can still be given its own). */
  quoted: string;
  /** That booking's quotation. */
  quotation: string;
  /** An issued document (a packing list) of the quoted booking. */
  document: string;
  /** A review written for that booking's move. */
  review: string;
  /** An email kept unsent in the outbox (no SMTP server), which the owner may send again. */
  email: string;
  /** An open damage claim on the quoted booking's move. */
  claim: string;
}

/** A quotation's content as staff write it: one line, an advance, valid today. */
export const quotationDraft = () => ({
  lines: [{ kind: 'transport' as const, label: 'Transport', amountPaise: 1_000_000 }],
  advancePaise: 100_000,
  validUntil: todayInIndia(),
});

/** A 1×1 PNG as a data URL: a customer's signature as the crew's phone sends it. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The shared password's hash, made once per test file. */
let ownerHash: Promise<string> | undefined;

/**
 * A booking named "Secret Customer", the primary owner (with the shared password), and one
 * signed-in person per role plus another staff member; tokens are their live sessions.
 */
export async function setUpRoleMatrix(db: Kysely<Database>) {
  const lead = fakeLead('booking', 1, { name: 'Secret Customer', status: 'new' });
  await insertFakeLeads(db, 'booking', [lead]);
  // The primary owner as setAdminPassword makes them in a new store, with the shared password
  // hashed once per file at the tests' cost: the matrices set up 700 stores.
  ownerHash ??= hashPassword('owner-password', TEST_SCRYPT_COST);
  await insertUser(db, {
    id: PRIMARY_OWNER_ID,
    email: null,
    name: PRIMARY_OWNER_NAME,
    role: 'owner',
    passwordHash: await ownerHash,
  });
  const owner = await makeUser(db, 'owner');
  const coordinator = await makeUser(db, 'coordinator', { name: 'Chitra Coordinator' });
  const staff = await makeUser(db, 'staff');
  const other = await makeUser(db, 'staff', { name: 'Other Person' });
  // A crew member on the lead's move day (src/features/move-day): its steps are theirs too.
  const crew = await makeUser(db, 'crew', {
    name: 'Kiran Crew',
    email: null,
    phone: '+919861000001',
  });
  await db.insertInto('moveCrew').values({ bookingId: lead.id, userId: crew.id }).execute();
  const quoted = fakeLead('booking', 2, { status: 'new', phone: '98610 45678' });
  await insertFakeLeads(db, 'booking', [quoted]);
  const quotation = await insertQuotation(db, {
    leadKind: 'booking',
    leadId: quoted.id,
    token: 'T'.repeat(24),
    content: { ...quotationDraft(), discountPaise: 0 },
    actorName: null,
  });
  const document = await db.transaction().execute((trx) =>
    storeDocument(trx, {
      leadKind: 'booking',
      leadId: quoted.id,
      kind: 'packing-list',
      issuedBy: owner.id,
      issuedByName: null,
      build: (number, issuedOn, issuedAt) => ({
        kind: 'packing-list',
        number,
        issuedOn,
        issuedAt,
        leadReference: quoted.reference,
        seller: sellerNow(),
        customer: customerParty(quoted as never),
        move: { from: 'Bhubaneswar', to: 'Pune', moveDate: null },
        packages: [],
        declaredValuePaise: 0,
      }),
    }),
  );
  const review = randomUUID();
  await db
    .insertInto('reviews')
    .values({
      id: review,
      leadId: quoted.id,
      token: 'R'.repeat(24),
      invitedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2026-03-02T00:00:00.000Z',
      submittedAt: '2026-01-02T00:00:00.000Z',
      rating: 5,
      text: 'Careful packers.',
      showName: 'initial',
      nameShown: 'Meera D.',
      month: '2026-01',
    })
    .execute();
  const email = await enqueueEmail(
    db,
    {
      from: 'office@example.in',
      to: 'secret@example.in',
      subject: 'Your quotation',
      text: 'Hello',
    },
    { label: 'a kept email', unsent: 'not set up' },
  );
  const claim = await db.transaction().execute((trx) =>
    insertClaim(
      trx,
      {
        leadKind: 'booking',
        leadId: quoted.id,
        description: 'A dented fridge.',
        items: [{ label: 'Fridge', damage: 'Dented', amountPaise: 100_000 }],
      },
      '2026-06-01',
      '2026-06-01T05:00:00.000Z',
    ),
  );
  const ids: MatrixIds = {
    lead: lead.id,
    staff: staff.id,
    other: other.id,
    quoted: quoted.id,
    quotation: quotation!.quotation.id,
    document: document.id,
    review,
    email: email!,
    claim: claim.id,
  };
  const tokens: Readonly<Record<SignedInCaller, string>> = {
    crew: crew.token,
    staff: staff.token,
    coordinator: coordinator.token,
    owner: owner.token,
  };
  return { ids, tokens };
}

/** Everything a refused call must leave as it was (the audit log may note a refusal). */
export async function matrixSnapshot(db: Kysely<Database>) {
  const reads = {
    bookings: db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    users: db.selectFrom('users').selectAll().orderBy('id').execute(),
    invites: db.selectFrom('invites').selectAll().orderBy('tokenHash').execute(),
    notes: db.selectFrom('leadNotes').selectAll().orderBy('id').execute(),
    history: db.selectFrom('leadStatusHistory').selectAll().orderBy('id').execute(),
    sessions: db
      .selectFrom('adminSessions')
      .select(['tokenHash', 'userId'])
      .orderBy('tokenHash')
      .execute(),
    surveys: db.selectFrom('leadInventories').selectAll().orderBy('leadId').execute(),
    surveyChanges: db.selectFrom('leadInventoryChanges').selectAll().orderBy('id').execute(),
    quotations: db.selectFrom('quotations').selectAll().orderBy('id').execute(),
    quotationVersions: db
      .selectFrom('quotationVersions')
      .selectAll()
      .orderBy('quotationId')
      .orderBy('version')
      .execute(),
    quotationEvents: db.selectFrom('quotationEvents').selectAll().orderBy('id').execute(),
    payments: db.selectFrom('payments').selectAll().orderBy('id').execute(),
    movePlans: db.selectFrom('movePlans').selectAll().orderBy('bookingId').execute(),
    moveCrew: db
      .selectFrom('moveCrew')
      .selectAll()
      .orderBy('bookingId')
      .orderBy('userId')
      .execute(),
    moveMilestones: db.selectFrom('moveMilestones').selectAll().orderBy('id').execute(),
    movePhotos: db.selectFrom('movePhotos').selectAll().orderBy('id').execute(),
    moveSignatures: db.selectFrom('moveSignatures').selectAll().orderBy('id').execute(),
    documents: db.selectFrom('documents').selectAll().orderBy('id').execute(),
    documentCounters: db
      .selectFrom('documentCounters')
      .selectAll()
      .orderBy('kind')
      .orderBy('financialYear')
      .execute(),
    reviews: db.selectFrom('reviews').selectAll().orderBy('id').execute(),
    outbox: db.selectFrom('outbox').selectAll().orderBy('id').execute(),
    claims: db.selectFrom('claims').selectAll().orderBy('id').execute(),
  };
  return Object.fromEntries(
    await Promise.all(Object.entries(reads).map(async ([table, rows]) => [table, await rows])),
  );
}
