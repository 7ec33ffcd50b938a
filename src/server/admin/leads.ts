import 'server-only';
import { ADMIN_PAGE_SIZE, type LeadKind, type LeadStatus } from '@/lib/lead-kinds';
import { insertAudit } from '@/server/db/repositories/audit-log';
import {
  countNewLeads,
  deleteLead,
  listLeads,
  updateLead,
  type LeadFilter,
} from '@/server/db/repositories/admin-leads';
import { queueStatusEmail } from '@/server/leads/status-emails';
import { wakeMailSender } from '@/server/mail/outbox';
import { actorOf, need, type StaffMember } from './guard';

/** Every function here checks the signed-in member's rights (and, where needed, role) itself. */

export async function adminListLeads(member: StaffMember, filter: LeadFilter & { page: number }) {
  const { db, engine } = await need(member, 'staff');
  const page = { ...filter, pageSize: ADMIN_PAGE_SIZE };
  const { items, total } = await listLeads(db, engine, page);
  return { items, total, page: filter.page, pageSize: ADMIN_PAGE_SIZE };
}

export async function adminNewCounts(member: StaffMember) {
  const { db } = await need(member, 'staff');
  return countNewLeads(db);
}

export async function adminSetStatus(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  status: LeadStatus,
) {
  const { db, session } = await need(member, 'staff');
  let emailed = false;
  const changed = await updateLead(db, kind, id, { status }, session.userId, async (trx, lead) => {
    emailed = await queueStatusEmail(trx, kind, lead, status);
  });
  if (!changed) return undefined;
  if (emailed) wakeMailSender();
  if (changed.before.status !== status)
    await insertAudit(db, {
      ...actorOf(session),
      action: 'status',
      target: changed.lead.reference,
      detail: `${changed.before.status} → ${status}`,
    });
  return changed.lead;
}

/** Erasure on request (owner only): the lead, its notes, its history and its emails. */
export async function adminDeleteLead(member: StaffMember, kind: LeadKind, id: string) {
  const { db, session } = await need(member, 'owner');
  const deleted = await deleteLead(db, kind, id);
  if (deleted)
    await insertAudit(db, { ...actorOf(session), action: 'delete', target: deleted.reference });
  return deleted;
}
