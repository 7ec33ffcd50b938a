import 'server-only';
import type { Kysely } from 'kysely';
import { searchNeedle } from '@/features/leads/search-term';
import { todayInIndia } from '@/lib/dates';
import { ADMIN_PAGE_SIZE } from '@/features/leads/lead-kinds';
import { type LeadKind, type LeadStatus } from '@/features/leads/lead-types';
import type { Engine } from '@/server/db/engine';
import { insertAudit } from '@/features/people/server';
import type { Database } from '@/server/db/schema';
import { countNewLeads, deleteLead, updateLead } from '@/features/leads/server/data/lead-records';
import { listAllLeads, listLeads } from '@/features/leads/server/data/lead-search';
import { type LeadFilter } from '@/features/leads/server/data/lead-filter';
import { queueStatusEmail } from '@/features/leads/server/status-emails';
import { wakeMailSender } from '@/server/mail/outbox';
import { memoryRateLimiter } from '@/server/rate-limit/memory';
import { actorOf, need, type StaffMember } from '@/features/people/server';

/** Every function here checks the signed-in member's rights (and, where needed, role) itself. */

/**
 * SEARCH_RATE searches per account (not per address: staff share an office's) per 10 seconds,
 * counted in memory like the estimate's limit: a search is a read, and a database write per
 * search would cost more than the limit saves. Listing without a search is not counted.
 */
export const SEARCH_RATE = { limit: 20, windowMs: 10_000 };
const searchAllowed = memoryRateLimiter(SEARCH_RATE, 10_000);

/** An account searched more than SEARCH_RATE allows. */
export class SearchLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many staff searches from one account');
  }
}

/**
 * One page of a tab, for the dashboard and the API. A search is limited per account and bounded
 * in the repository (SearchTooSlowError when PostgreSQL cancels it); `capped` says more match.
 */
export async function adminListLeads(member: StaffMember, filter: LeadFilter & { page: number }) {
  return pageOf(member, filter, true, listLeads);
}

/**
 * One page of every kind at once, as list rows (the "All" tab, ?type=all). `counted: false`
 * for the count of other kinds' matches behind a search that found nothing on its own tab:
 * one search asked is one search counted.
 */
export async function adminListAllLeads(
  member: StaffMember,
  filter: Omit<LeadFilter, 'kind'> & { page: number },
  { counted = true }: { counted?: boolean } = {},
) {
  return pageOf(member, filter, counted, listAllLeads);
}

/** The reader's rights, a search counted against the account's limit, then one page read. */
async function pageOf<Filter extends { q?: string; page: number }, Item>(
  member: StaffMember,
  filter: Filter,
  counted: boolean,
  read: (
    db: Kysely<Database>,
    engine: Engine,
    page: Filter & { today: string; pageSize: number },
  ) => Promise<{ items: Item[]; total: number; capped?: boolean }>,
) {
  const { db, engine, session } = await need(member, 'leads.read');
  if (counted && searchNeedle(filter.q) !== undefined) {
    const decision = searchAllowed(`account:${session.userId}`);
    if (!decision.allowed) throw new SearchLimitError(decision.retryAfterSeconds);
  }
  const page = { ...filter, today: todayInIndia(), pageSize: ADMIN_PAGE_SIZE };
  const { items, total, capped } = await read(db, engine, page);
  return {
    items,
    total,
    page: filter.page,
    pageSize: ADMIN_PAGE_SIZE,
    ...(capped ? { capped: true as const } : {}),
  };
}

export async function adminNewCounts(member: StaffMember) {
  const { db } = await need(member, 'leads.read');
  return countNewLeads(db);
}

export async function adminSetStatus(
  member: StaffMember,
  kind: LeadKind,
  id: string,
  status: LeadStatus,
) {
  const { db, session } = await need(member, 'leads.work');
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
  const { db, session } = await need(member, 'leads.delete');
  const deleted = await deleteLead(db, kind, id);
  if (deleted)
    await insertAudit(db, { ...actorOf(session), action: 'delete', target: deleted.reference });
  return deleted;
}
