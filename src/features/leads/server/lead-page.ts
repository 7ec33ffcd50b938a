import 'server-only';
import type { LeadDetail, LeadNote, LeadPageData } from '@/features/leads/staff-views';
import { parseEstimateSnapshot } from '@/features/estimate';
import { isTrackKind } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { findLead, updateLead, type LeadChange } from '@/features/leads/server/data/lead-records';
import { findMovePlan, saveMovePlan } from '@/features/move-day/server';
import type { MoveDayChange } from '@/features/move-day/schema';
import { moveDayAuditLine, type MoveDayPlan } from '@/features/move-day';
import { customerEmailKeys, listCustomerEmails } from '@/server/db/stores/outbox';
import { insertAudit } from '@/server/db/stores/audit-log';
import { findLeadSource } from '@/features/leads/server/data/lead-sources';
import { reviewOfLead } from '@/features/reviews/server';
import { reviewLinkOf } from '@/features/reviews/server';
import {
  insertNote,
  listNotes,
  listStatusHistory,
} from '@/features/leads/server/data/lead-history';
import { findPublicUser, listAssignablePeople, userNames } from '@/features/people/server';
import { queueStatusEmail } from '@/features/leads/server/status-emails';
import { customerEmailsEnabled } from '@/features/leads/server/customer-email';
import { wakeMailSender } from '@/server/mail/outbox';
import {
  actorOf,
  leadFor,
  need,
  NotSignedInError,
  pageReader,
  type StaffMember,
} from '@/features/people/server';
import { adminSurvey } from '@/features/survey/server';
import { adminDocuments } from '@/features/documents/server';
import { adminPayments } from '@/features/payments/server';
import { adminQuotationOfLead, adminQuotationPrefill } from '@/features/quotation/server';
import { signedInStaff } from '@/features/people/server';
import { adminClaims } from '@/features/claims/server';
import { activeUserIds, setCrewMembers } from '@/features/move-day/server';
import { auditForcedDone, checkDoneDay, type DoneOverride } from '@/features/move-day/server';

/**
 * One lead with everything staff need on its page: the lead, its history (from, to, at,
 * by), notes newest first (text, at, by), the assignee, the follow-up day, the estimate, and
 * the emails sent to the customer about it (none for a newsletter sign-up: it is no request).
 */
export async function adminLeadDetail(
  member: StaffMember,
  kind: LeadKind,
  id: string,
): Promise<LeadDetail | undefined> {
  const { db } = await need(member, 'leads.read');
  const lead = await leadFor(member, db, kind, id);
  if (!lead) return undefined;
  const [history, notes, customerEmails, attribution, moveDay, review] = await Promise.all([
    listStatusHistory(db, kind, id),
    listNotes(db, kind, id),
    isTrackKind(kind) ? listCustomerEmails(db, customerEmailKeys(id)) : null,
    findLeadSource(db, kind, id),
    kind === 'booking' ? findMovePlan(db, id) : null,
    kind === 'booking' ? reviewOfLead(db, id) : undefined,
  ]);
  const names = await userNames(db, [lead.assigneeId, ...history.map((h) => h.actorId)]);
  return {
    kind,
    ...lead,
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.at,
      by: h.actorId ? (names.get(h.actorId) ?? null) : null,
      reason: h.reason,
    })),
    notes: notes.map((n) => ({ id: n.id, text: n.text, at: n.at, by: n.authorName })),
    assignee: lead.assigneeId
      ? { id: lead.assigneeId, name: names.get(lead.assigneeId) ?? null }
      : null,
    // Stored as JSON text; staff (and the API) get the object, null for a lead without one.
    estimate: parseEstimateSnapshot('estimate' in lead ? lead.estimate : null),
    customerEmails,
    customerEmailsOn: customerEmailsEnabled(),
    attribution: attribution ?? null,
    moveDay,
    review: review ? { url: reviewLinkOf(review.token), rating: review.rating } : null,
  };
}

export type LeadUpdateResult =
  | { ok: true; lead: LeadDetail }
  | {
      ok: false;
      reason:
        'not_found' | 'unknown_assignee' | 'not_a_booking' | 'unknown_member' | 'reason_needed';
    }
  | { ok: false; reason: 'too_early'; day: string };

/**
 * Status, assignee, follow-up day and a booking's move day, in one transaction; each change
 * that matters goes to the audit log.
 */
export async function adminUpdateLead(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  change: LeadChange,
  moveDay?: MoveDayChange,
  override?: DoneOverride,
): Promise<LeadUpdateResult> {
  const { db, session } = await need(member, 'leads.work');
  if (moveDay && kind !== 'booking') return { ok: false, reason: 'not_a_booking' };
  const memberIds = moveDay?.crew?.memberIds;
  if (memberIds && (await activeUserIds(db, memberIds)).size !== new Set(memberIds).size)
    return { ok: false, reason: 'unknown_member' };
  const gate = await checkDoneDay(member, db, kind, id, change.status, override);
  if (!gate.ok) return gate;
  if (change.assigneeId) {
    const person = await findPublicUser(db, change.assigneeId);
    if (!person || person.disabled) return { ok: false, reason: 'unknown_assignee' };
  }
  let emailed = false;
  let planned: { before: MoveDayPlan; after: MoveDayPlan } | undefined;
  const changed = await updateLead(
    db,
    kind,
    id,
    change,
    session.userId,
    async (trx, lead) => {
      emailed = await queueStatusEmail(trx, kind, lead, lead.status);
    },
    moveDay
      ? async (trx) => {
          planned = await saveMovePlan(trx, id, moveDay, session.name);
          if (memberIds !== undefined || moveDay.crew === null)
            await setCrewMembers(trx, id, memberIds ?? []);
        }
      : undefined,
  );
  if (!changed) return { ok: false, reason: 'not_found' };
  if (emailed) wakeMailSender();
  const { lead, before } = changed;
  const audit = (action: string, detail: string | null) =>
    insertAudit(db, { ...actorOf(session), action, target: lead.reference, detail });
  if (change.status !== undefined && change.status !== before.status)
    await audit('status', `${before.status} → ${change.status}`);
  if (gate.forced && change.status !== before.status)
    await auditForcedDone(db, session, gate.forced);
  if (change.assigneeId !== undefined && change.assigneeId !== before.assigneeId) {
    const names = await userNames(db, [change.assigneeId]);
    await audit('assign', change.assigneeId ? (names.get(change.assigneeId) ?? null) : null);
  }
  if (change.followUpOn !== undefined && change.followUpOn !== before.followUpOn)
    await audit('follow-up', change.followUpOn);
  if (planned) await audit('move-day', moveDayAuditLine(planned.after));
  const detail = await adminLeadDetail(member, kind, id);
  return detail ? { ok: true, lead: detail } : { ok: false, reason: 'not_found' };
}

/** A note by the signed-in person; undefined when there is no such lead. */
export async function adminAddNote(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  text: string,
): Promise<LeadNote | undefined> {
  const { db, session } = await need(member, 'leads.work');
  if (!(await findLead(db, kind, id))) return undefined;
  const note = await insertNote(db, {
    leadKind: kind,
    leadId: id,
    authorId: session.userId,
    authorName: session.name,
    text,
  });
  return { id: note.id, text: note.text, at: note.at, by: note.authorName };
}

/** What the lead page shows: the lead, who it can be assigned to, and who is looking. */
export async function loadLeadPage(kind: LeadKind, id: string): Promise<LeadPageData> {
  try {
    const member = pageReader(await signedInStaff());
    const { db, session } = await need(member, 'leads.read');
    const [lead, people, survey, quotation, payments, documents, claims] = await Promise.all([
      adminLeadDetail(member, kind, id),
      listAssignablePeople(db),
      adminSurvey(member, kind, id),
      adminQuotationOfLead(member, kind, id),
      adminPayments(member, kind, id),
      adminDocuments(member, kind, id),
      adminClaims(member, kind, id),
    ]);
    if (!lead) return { state: 'not-found' };
    const quotationPrefill =
      quotation === null ? ((await adminQuotationPrefill(member, kind, id)) ?? null) : null;
    return {
      state: 'ready',
      lead,
      people,
      me: { id: session.userId, role: session.role },
      survey: survey ?? null,
      quotation,
      quotationPrefill,
      payments,
      documents,
      claims,
    };
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    console.error('[admin] the lead page cannot reach the store:', error);
    return { state: 'unavailable' };
  }
}
