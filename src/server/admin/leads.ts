import 'server-only';
import { ADMIN_PAGE_SIZE, type LeadStatus, type LeadType } from '@/lib/lead-kinds';
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
import { actorOf, requireAdmin, requireOwner } from './guard';

/** Every function here checks the staff session (and, where needed, the role) itself. */

export async function adminListLeads(headers: Headers, filter: LeadFilter & { page: number }) {
  const { db, engine } = await requireAdmin(headers);
  const page = { ...filter, pageSize: ADMIN_PAGE_SIZE };
  const { items, total } = await listLeads(db, engine, page);
  return { items, total, page: filter.page, pageSize: ADMIN_PAGE_SIZE };
}

export async function adminNewCounts(headers: Headers) {
  const { db } = await requireAdmin(headers);
  return countNewLeads(db);
}

export async function adminSetStatus(
  headers: Headers,
  type: LeadType,
  id: string,
  status: LeadStatus,
) {
  const { db, session } = await requireAdmin(headers);
  let emailed = false;
  const changed = await updateLead(db, type, id, { status }, session.userId, async (trx, lead) => {
    emailed = await queueStatusEmail(trx, type, lead, status);
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
export async function adminDeleteLead(headers: Headers, type: LeadType, id: string) {
  const { db, session } = await requireOwner(headers);
  const deleted = await deleteLead(db, type, id);
  if (deleted)
    await insertAudit(db, { ...actorOf(session), action: 'delete', target: deleted.reference });
  return deleted;
}
