import 'server-only';
import { company } from '@/content/company';
import { cityBySlug } from '@/content/cities';
import { quotationEmailTexts as mail } from '@/features/quotation/content/quotation-page';
import { indiaDayOf } from '@/lib/dates';
import { parseEstimateSnapshot } from '@/features/estimate';
import { formatPaise } from '@/lib/format-inr';
import { catalogueItem, summarise } from '@/features/survey';
import { CUSTOMER_ACTOR } from '@/features/survey';
import type { AnyLeadRow, LeadKind } from '@/features/leads';
import type { CustomerQuotation } from '@/features/quotation/customer-view';
import { versionStatus } from '@/features/quotation/status';
import { quotationTotals } from '@/features/quotation/totals';
import { upiPayUrl } from '@/features/quotation/upi';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { quotationAcceptSchema } from '@/features/quotation/schemas/accept';
import { quotationChangeSchema } from '@/features/quotation/schemas/change';
import { quotationPaidSchema } from '@/features/quotation/schemas/paid';
import { getDb, type DbHandle } from '@/server/db';
import { sessionOf } from '@/features/people/server';
import { findLead, changeLead } from '@/features/leads/server';
import { insertAudit } from '@/features/people/server';
import { findInventory } from '@/features/survey/server';
import { insertNote } from '@/features/leads/server';
import {
  lastOpenedBefore,
  lockedLatestVersion,
} from '@/features/quotation/server/data/quotation-lock';
import {
  acceptVersion,
  findQuotationByToken,
  findVersion,
  insertEvent,
  listEvents,
  markOpened,
  type StoredQuotation,
  type StoredVersion,
} from '@/features/quotation/server/data/quotations';
import { writeTransaction } from '@/server/db/write-transaction';
import { queueStatusEmail } from '@/features/leads/server';
import { wakeMailSender } from '@/server/mail/outbox';
import { consume, peek, type RateRule } from '@/server/rate-limit';
import { documentTitles } from '@/features/documents/content';
import type { DocumentSnapshot } from '@/features/documents';
import { findDocument, listDocuments } from '@/features/documents/server';
import { sellerNow } from '@/features/documents/server';
import { drawDocument } from '@/features/documents/server';
import { drawQuotation } from '@/features/documents/server';
import { queueStaffEmail } from './notify';
import { quotationUrl, TOKEN_SHAPE } from './token';

/** Reads of a quotation (page and API) per client address. */
export const QUOTATION_READ_RULE: RateRule = {
  bucket: 'quotation',
  limit: 60,
  windowMs: 10 * 60_000,
};
/** Accept, change and paid per client address. */
export const QUOTATION_WRITE_RULE: RateRule = {
  bucket: 'quotation-write',
  limit: 20,
  windowMs: 10 * 60_000,
};
/**
 * Unknown tokens per client address: past this, every quotation call from that address is
 * refused for the window, so guessing 144-bit tokens is hopeless even before the odds.
 */
export const QUOTATION_MISS_RULE: RateRule = {
  bucket: 'quotation-miss',
  limit: 10,
  windowMs: 60 * 60_000,
};

export type Refusal =
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

type Found = {
  ok: true;
  handle: DbHandle;
  quotation: StoredQuotation;
  latest: StoredVersion;
  lead: AnyLeadRow;
};

/** The quotation a token names, after the address's limits; unknown tokens count as misses. */
async function findByToken(
  token: string,
  address: string,
  rule: RateRule,
): Promise<Found | Refusal> {
  const handle = await getDb();
  const limited = await writeTransaction(handle, async (trx) => {
    const misses = await peek(trx, QUOTATION_MISS_RULE, address);
    if (!misses.allowed) return misses;
    return consume(trx, rule, address);
  });
  if (!limited.allowed)
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds };
  const quotation = TOKEN_SHAPE.test(token)
    ? await findQuotationByToken(handle.db, token)
    : undefined;
  const latest = quotation && (await findVersion(handle.db, quotation.id, quotation.latestVersion));
  const lead = quotation && (await findLead(handle.db, quotation.leadKind, quotation.leadId));
  if (!quotation || !latest || !lead) {
    await writeTransaction(handle, (trx) => consume(trx, QUOTATION_MISS_RULE, address));
    return { ok: false, reason: 'not_found' };
  }
  return { ok: true, handle, quotation, latest, lead };
}

function placeName(value: string | null | undefined): string | null {
  if (!value) return null;
  return cityBySlug(value)?.name ?? value;
}

async function customerView(found: Found): Promise<CustomerQuotation> {
  const { handle, quotation, latest, lead } = found;
  const kind = quotation.leadKind;
  const [inventory, events, replaces] = await Promise.all([
    findInventory(handle.db, kind, lead.id),
    listEvents(handle.db, quotation.id),
    lastOpenedBefore(handle.db, quotation.id, latest.version),
  ]);
  const rooms = inventory?.rooms ?? [];
  const load = summarise(rooms);
  const estimate = 'estimate' in lead ? parseEstimateSnapshot(lead.estimate) : null;
  const from = 'origin' in lead ? lead.origin : (estimate?.inputs.from ?? null);
  const to = 'destination' in lead ? lead.destination : (estimate?.inputs.to ?? null);
  const date = 'moveDate' in lead ? lead.moveDate : null;
  const totals = quotationTotals(latest.lines, latest.discountPaise);
  const status = versionStatus(latest, quotation.latestVersion);
  const accepted = latest.acceptedAt !== null;
  const paidClaims = events
    .filter((e) => e.kind === 'paid' && e.detail)
    .map((e) => ({ utr: e.detail as string, at: e.at }));
  return {
    reference: lead.reference,
    customerName: 'name' in lead ? lead.name : '',
    version: latest.version,
    latestVersion: quotation.latestVersion,
    status,
    // The India day the version took its content (a draft's last change), as every date reads.
    issuedOn: indiaDayOf(latest.updatedAt),
    ...(replaces ? { replaces } : {}),
    move: {
      date,
      from: placeName(from ?? estimate?.inputs.from ?? null),
      to: placeName(to ?? estimate?.inputs.to ?? null),
      vehicle: load.vehicle
        ? `${load.vehicle.count > 1 ? `${load.vehicle.count} × ` : ''}${load.vehicle.name}`
        : null,
      volumeCft: load.totalCft > 0 ? load.totalCft : null,
    },
    inventory: {
      rooms: rooms.map((room) => ({
        name: room.name,
        items: room.items.map((line) => ({
          name: catalogueItem(line.itemId)?.name ?? line.itemId,
          qty: line.qty,
        })),
      })),
      pieces: load.pieces,
    },
    lines: totals.lines,
    subtotalPaise: totals.subtotalPaise,
    taxablePaise: totals.taxablePaise,
    gst: { totalPaise: totals.gstPaise },
    discountPaise: totals.discountPaise,
    totalPaise: totals.totalPaise,
    advancePaise: latest.advancePaise,
    balancePaise: totals.totalPaise - latest.advancePaise,
    validUntil: latest.validUntil,
    ...(accepted ? { acceptedAt: latest.acceptedAt!, acceptedName: latest.acceptedName! } : {}),
    ...(accepted && company.upi.id && latest.advancePaise > 0
      ? {
          upi: {
            url: upiPayUrl({
              upiId: company.upi.id,
              payeeName: company.upi.payeeName,
              amountPaise: latest.advancePaise,
              note: lead.reference,
            }),
            amountPaise: latest.advancePaise,
          },
        }
      : {}),
    ...(paidClaims.length > 0 ? { paidClaims } : {}),
    documents: [
      {
        id: 'quotation',
        title: 'Quotation',
        number: `${lead.reference} v${latest.version}`,
        url: `/api/quotations/${quotation.token}/documents/quotation`,
      },
      ...(await customerDocuments(handle, quotation)),
    ],
  };
}

export type ViewResult = { ok: true; quotation: CustomerQuotation } | Refusal;

/**
 * The customer opens their quotation: the latest version; its first opening is recorded. A
 * signed-in staff member checking the link (`sessionToken`, their cookie) is not the customer:
 * their look records nothing.
 */
export async function customerQuotation(
  token: string,
  address: string,
  sessionToken?: string,
): Promise<ViewResult> {
  const found = await findByToken(token, address, QUOTATION_READ_RULE);
  if (!found.ok) return found;
  return { ok: true, quotation: await customerView(await openedByCustomer(found, sessionToken)) };
}

/**
 * The customer sees the latest version: its first opening is recorded, which freezes it (a
 * staff save then makes the next version), and it is read again after, so what is shown is
 * what was frozen even if a staff save changed the draft just before.
 */
async function openedByCustomer(found: Found, sessionToken?: string): Promise<Found> {
  if (found.latest.openedAt || (await sessionOf(found.handle.db, sessionToken))) return found;
  const marked = await writeTransaction(found.handle, (trx) =>
    markOpened(trx, found.quotation.id, found.latest.version),
  );
  if (!marked) return found;
  const latest = await findVersion(found.handle.db, found.quotation.id, found.latest.version);
  return latest ? { ...found, latest } : found;
}

type Invalid<Field extends string> = {
  ok: false;
  reason: 'validation';
  fieldErrors: FieldErrors<Field>;
};

export type AcceptResult =
  | { ok: true; quotation: CustomerQuotation }
  | Refusal
  | Invalid<'version' | 'name' | 'agree'>
  | { ok: false; reason: 'superseded' | 'changed'; latest: number; totalPaise: number }
  | { ok: false; reason: 'expired'; validUntil: string }
  | { ok: false; reason: 'closed' };

const CLOSED = ['done', 'cancelled'];

/**
 * "Accept and book": records the version, time and typed name once (a repeat gets the same
 * answer), then moves the lead to booked through the staff status path (history, the
 * customer's booked email) and emails staff. A replaced version → superseded; past its last
 * day → expired; a move done or cancelled → closed. Nothing is stored unless all checks pass.
 */
export async function acceptQuotation(
  token: string,
  input: unknown,
  address: string,
): Promise<AcceptResult> {
  const parsed = quotationAcceptSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const found = await findByToken(token, address, QUOTATION_WRITE_RULE);
  if (!found.ok) return found;
  const { handle, quotation, latest, lead } = found;
  const { version, totalPaise, name } = parsed.data;
  if (latest.acceptedAt && latest.version === version)
    return { ok: true, quotation: await customerView(found) };
  const mismatch = (now: StoredVersion) =>
    now.version !== version || now.totalPaise !== totalPaise
      ? ({
          ok: false,
          reason: now.version !== version ? 'superseded' : 'changed',
          latest: now.version,
          totalPaise: now.totalPaise,
        } as const)
      : undefined;
  const before = mismatch(latest);
  if (before) return before;
  const status = versionStatus(latest, quotation.latestVersion);
  if (status === 'expired') return { ok: false, reason: 'expired', validUntil: latest.validUntil };
  if (CLOSED.includes(lead.status)) return { ok: false, reason: 'closed' };

  const kind: LeadKind = quotation.leadKind;
  // The acceptance, the move to booked (history, the customer's booked email, the audit entry)
  // and the staff's email are one write: a failure leaves the quotation open to accept again.
  const first = await writeTransaction(handle, async (trx) => {
    // Acceptance binds to the price shown: checked again here, under the quotation's lock, so
    // a staff save that commits between the check above and this write cannot slip through.
    const now = (await lockedLatestVersion(trx, handle.engine, quotation.id))!;
    const refused = now.acceptedAt && now.version === version ? undefined : mismatch(now);
    if (refused) return refused;
    const recorded = await acceptVersion(trx, quotation.id, version, name);
    if (!recorded) return false;
    await queueStaffEmail(trx, {
      subject: mail.staffAcceptedSubject(lead.reference),
      text: mail.staffAcceptedBody(
        lead.reference,
        version,
        name,
        formatPaise(latest.totalPaise),
        quotationUrl(quotation.token),
      ),
      label: `the acceptance email for ${lead.reference}`,
    });
    // The same path as a staff member's change of status: history row and booked email.
    const changed = await changeLead(trx, kind, lead.id, { status: 'booked' }, null, (inner, row) =>
      queueStatusEmail(inner, kind, row, 'booked').then(() => undefined),
    );
    if (changed && changed.before.status !== 'booked')
      await insertAudit(trx, {
        actorId: null,
        actorName: CUSTOMER_ACTOR,
        action: 'status',
        target: lead.reference,
        detail: `${changed.before.status} → booked (quotation version ${version} accepted)`,
      });
    return true;
  });
  if (typeof first === 'object') return first;
  if (first) wakeMailSender();
  const fresh = (await findVersion(handle.db, quotation.id, version)) as StoredVersion;
  const updatedLead = (await findLead(handle.db, kind, lead.id)) ?? lead;
  return {
    ok: true,
    quotation: await customerView({ ...found, latest: fresh, lead: updatedLead }),
  };
}

export type NoteResult =
  | { ok: true; value: string }
  | Refusal
  | Invalid<'message' | 'utr'>
  | { ok: false; reason: 'closed' };

/**
 * What the customer says from their page (a change asked, a payment claimed): an event on the
 * version they read, a note on the lead and an email to staff, in one transaction.
 */
async function recordCustomerWord(
  token: string,
  address: string,
  value: string,
  word: (about: { reference: string; version: number; url: string }) => {
    kind: 'change' | 'paid';
    note: string;
    email: { subject: string; text: string; label: string };
  },
): Promise<NoteResult> {
  const found = await findByToken(token, address, QUOTATION_WRITE_RULE);
  if (!found.ok) return found;
  const { handle, quotation, latest, lead } = found;
  if (CLOSED.includes(lead.status)) return { ok: false, reason: 'closed' };
  const { kind, note, email } = word({
    reference: lead.reference,
    version: latest.version,
    url: quotationUrl(quotation.token),
  });
  await writeTransaction(handle, async (trx) => {
    await insertEvent(trx, {
      quotationId: quotation.id,
      version: latest.version,
      kind,
      actorName: CUSTOMER_ACTOR,
      detail: value,
    });
    await insertNote(trx, {
      leadKind: quotation.leadKind,
      leadId: lead.id,
      authorId: CUSTOMER_ACTOR,
      authorName: CUSTOMER_ACTOR,
      text: note,
    });
    await queueStaffEmail(trx, email);
  });
  wakeMailSender();
  return { ok: true, value };
}

/** "Ask for a change": a note on the lead and an email to staff. */
export async function requestQuotationChange(
  token: string,
  input: unknown,
  address: string,
): Promise<NoteResult> {
  const parsed = quotationChangeSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const message = parsed.data.message;
  return recordCustomerWord(token, address, message, ({ reference, version, url }) => ({
    kind: 'change',
    note: mail.changeNote(version, message),
    email: {
      subject: mail.staffChangeSubject(reference),
      text: mail.staffChangeBody(reference, message, url),
      label: `the change request for ${reference}`,
    },
  }));
}

/** "I have paid": the UTR, stored as the customer's claim for staff to confirm. */
export async function claimQuotationPaid(
  token: string,
  input: unknown,
  address: string,
): Promise<NoteResult> {
  const parsed = quotationPaidSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const utr = parsed.data.utr;
  return recordCustomerWord(token, address, utr, ({ reference, url }) => ({
    kind: 'paid',
    note: mail.paidNote(utr),
    email: {
      subject: mail.staffPaidSubject(reference),
      text: mail.staffPaidBody(reference, utr, url),
      label: `the paid claim for ${reference}`,
    },
  }));
}

export type DocumentResult = { ok: true; number: string; bytes: Buffer } | Refusal;

/**
 * One of the move's documents, for the customer who holds the quotation's token: `quotation`
 * (the version shown at /q/{token}) or an issued document of that same move — another move's
 * id answers 404 like an unknown one. Each download is in the audit log.
 */
export async function customerDocument(
  token: string,
  id: string,
  address: string,
  sessionToken?: string,
): Promise<DocumentResult> {
  const found = await findByToken(token, address, QUOTATION_READ_RULE);
  if (!found.ok) return found;
  const { handle, quotation, lead } = found;
  let result: { number: string; bytes: Buffer; title: string } | undefined;
  if (id === 'quotation') {
    // The PDF shows the price as the page does: reading it freezes the version too.
    const view = await customerView(await openedByCustomer(found, sessionToken));
    result = {
      number: `${view.reference}-v${view.version}`,
      bytes: await drawQuotation(view, sellerNow()),
      title: 'Quotation',
    };
  } else {
    const row = await findDocument(handle.db, id);
    if (row && row.leadKind === quotation.leadKind && row.leadId === quotation.leadId)
      result = {
        number: row.number,
        bytes: await drawDocument(JSON.parse(row.snapshot) as DocumentSnapshot),
        title: documentTitles[row.kind],
      };
  }
  if (!result) return { ok: false, reason: 'not_found' };
  await insertAudit(handle.db, {
    actorId: null,
    actorName: null,
    action: 'document-downloaded',
    target: lead.reference,
    detail: `${result.title} ${result.number} by the customer`,
  });
  return { ok: true, number: result.number, bytes: result.bytes };
}

/** The move's documents as the customer's page lists them, the quotation first. */
export async function customerDocuments(
  handle: DbHandle,
  quotation: StoredQuotation,
): Promise<{ id: string; title: string; number: string; url: string }[]> {
  const rows = await listDocuments(handle.db, quotation.leadKind, quotation.leadId);
  return rows.map((row) => ({
    id: row.id,
    title: documentTitles[row.kind],
    number: row.number,
    url: `/api/quotations/${quotation.token}/documents/${row.id}`,
  }));
}
