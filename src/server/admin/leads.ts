import 'server-only';
import { ADMIN_PAGE_SIZE, type LeadStatus, type LeadType } from '@/lib/lead-kinds';
import {
  countNewLeads,
  deleteLead,
  listLeads,
  updateLeadStatus,
  type LeadFilter,
} from '@/server/db/repositories/admin-leads';
import { requireAdmin } from './guard';

/** Every function here checks the staff session itself before it touches a lead. */

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
  const { db } = await requireAdmin(headers);
  return updateLeadStatus(db, type, id, status);
}

export async function adminDeleteLead(headers: Headers, type: LeadType, id: string) {
  const { db } = await requireAdmin(headers);
  return deleteLead(db, type, id);
}
