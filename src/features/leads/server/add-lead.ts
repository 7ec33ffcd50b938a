import 'server-only';
import { randomUUID } from 'node:crypto';
import { bookingServiceLabel } from '@/features/leads/content/booking';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import {
  staffLeadSchema,
  type StaffLead,
  type StaffLeadField,
} from '@/features/leads/schemas/staff-lead';
import { insertAudit } from '@/server/db/stores/audit-log';
import { insertNote } from '@/features/leads/server/data/lead-history';
import type { FormColumns } from '@/features/leads/server/data/lead-columns';
import { createLeadByHand } from '@/features/leads/server/create-lead';
import { actorOf, need, NotSignedInError, type StaffMember } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';

type StaffKind = StaffLead['kind'];

/**
 * How a lead entered by hand fills its kind's columns. What was not given is null (never a
 * made-up value); `from`/`to` are a booking's pickup and drop cities and a quote request's
 * route; a quote request's service is its free text (the service's name).
 */
const COLUMNS: { [K in StaffKind]: (lead: StaffLead) => FormColumns<K> } = {
  booking: (lead) => ({
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone,
    service: lead.service ?? null,
    moveDate: lead.date ?? null,
    message: lead.message ?? null,
    estimate: null,
    pickupCity: lead.from ?? null,
    pickupArea: null,
    pickupAddress: null,
    dropCity: lead.to ?? null,
    dropArea: null,
    dropAddress: null,
    channel: lead.channel,
  }),
  quote: (lead) => ({
    source: null,
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone,
    moveDate: lead.date ?? null,
    origin: lead.from ?? null,
    destination: lead.to ?? null,
    moveType: null,
    inventory: null,
    service: lead.service ? bookingServiceLabel(lead.service) : null,
    estimate: null,
    channel: lead.channel,
  }),
  contact: (lead) => ({
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone,
    message: lead.message ?? null,
    channel: lead.channel,
  }),
};

/** The core's call for one kind, so its columns are typed for that kind. */
function createFor<K extends StaffKind>(
  kind: K,
  lead: StaffLead,
  options: Parameters<typeof createLeadByHand<K>>[2],
) {
  return createLeadByHand(kind, { ...COLUMNS[kind](lead), language: lead.language }, options);
}

export type AddLeadResult =
  | { ok: true; kind: StaffKind; id: string; reference: string; replayed: boolean }
  | { ok: false; reason: 'validation'; fieldErrors: FieldErrors<StaffLeadField> }
  | { ok: false; reason: 'idempotency_mismatch' };

/**
 * A lead a staff member took by phone, WhatsApp, at the door or by referral, made through the
 * lead core like any other (reference, history, company email), with an audit entry. What
 * they said is the message of a booking or a question; a quote request has no message
 * column, so it becomes the lead's first note, by the member who entered it.
 */
export async function adminAddLead(
  member: StaffMember,
  input: unknown,
  idempotencyKey?: string,
): Promise<AddLeadResult> {
  const { session } = await need(member, 'leads.add');
  const parsed = staffLeadSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: 'validation', fieldErrors: fieldErrorsOf(parsed.error) };
  const lead = parsed.data;
  const result = await createFor(lead.kind, lead, {
    actorId: session.userId,
    body: lead,
    idempotencyKey,
    confirm: lead.sendConfirmation === true,
    async alongside(trx, stored) {
      await insertAudit(trx, {
        ...actorOf(session),
        action: 'lead-added',
        target: stored.reference,
        detail: lead.channel,
      });
      if (lead.kind === 'quote' && lead.message)
        await insertNote(trx, {
          leadKind: 'quote',
          leadId: stored.id,
          authorId: session.userId,
          authorName: session.name,
          text: lead.message,
        });
    },
  });
  if (!result.ok) return result;
  return {
    ok: true,
    kind: lead.kind,
    id: result.lead.id,
    reference: result.lead.reference,
    replayed: result.outcome === 'replayed',
  };
}

/** The page's one read: who is signed in (any staff member may add a lead), and a fresh key. */
export async function loadAddLead(): Promise<
  { state: 'ready'; requestKey: string } | { state: 'signed-out' }
> {
  try {
    await need(await signedInStaff(), 'leads.add');
    return { state: 'ready', requestKey: randomUUID() };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    throw error;
  }
}
