import 'server-only';
import type { DashboardData, DashboardQuery } from '@/features/leads/dashboard-query';
import { listItemOf } from '@/features/leads/lead-list-item';
import { can } from '@/features/people';
import { overdueBefore } from '@/lib/office-hours';
import { findLead } from '@/features/leads/server/data/lead-records';
import { SearchTooSlowError } from '@/features/leads/server/data/lead-filter';
import { listAssignablePeople } from '@/features/people/server';
import { need, NotSignedInError, type StaffMember } from '@/features/people/server';
import { signedInStaff } from '@/features/people/server';
import { adminListAllLeads, adminListLeads, adminNewCounts, SearchLimitError } from './staff-leads';

export type { DashboardData };

/**
 * One page of the tab as list rows; a search that finds nothing on a kind's tab also counts
 * the matches of every other kind, so the list can say where the lead is.
 */
async function listOf(member: StaffMember, query: DashboardQuery) {
  const filter = {
    q: query.q,
    status: query.status,
    source: query.source,
    sort: query.sort,
    assignee: query.assignee,
    city: query.city,
    page: query.page,
  };
  if (query.kind === 'all') return { list: await adminListAllLeads(member, filter) };
  const kind = query.kind;
  const { items, ...rest } = await adminListLeads(member, { ...filter, kind });
  const list = { items: items.map((row) => listItemOf({ ...row, kind })), ...rest };
  if (list.total > 0 || !query.q) return { list };
  const all = await adminListAllLeads(member, { ...filter, page: 1 }, { counted: false });
  return { list, elsewhere: all.total > 0 ? all.total : undefined };
}

/**
 * What the dashboard page shows. A store that cannot be read is said so ('unavailable'),
 * never turned into an empty list; a missing session is 'signed-out' (the page redirects).
 */
export async function loadDashboard(query: DashboardQuery): Promise<DashboardData> {
  let member, admin;
  try {
    member = await signedInStaff();
    admin = await need(member, 'leads.read');
  } catch (error) {
    if (error instanceof NotSignedInError) return { state: 'signed-out' };
    console.error('[admin] the dashboard cannot reach the store:', error);
    return { state: 'ready', list: 'unavailable', counts: 'unavailable', people: [] };
  }
  // Only who may delete is shown the confirmation, whatever the URL says.
  const may = {
    export: can(admin.session.role, 'leads.export'),
    delete: can(admin.session.role, 'leads.delete'),
  };
  const confirm = may.delete && query.kind !== 'all' ? query.confirm : undefined;
  const [list, counts, confirming, people] = await Promise.allSettled([
    listOf(member, query),
    adminNewCounts(member),
    confirm && query.kind !== 'all'
      ? findLead(admin.db, query.kind, confirm)
      : Promise.resolve(undefined),
    listAssignablePeople(admin.db),
  ]);
  for (const result of [list, counts, confirming, people]) {
    if (result.status === 'rejected' && result.reason instanceof NotSignedInError)
      return { state: 'signed-out' };
    if (result.status === 'rejected' && !searchRefusal(result.reason))
      console.error('[admin] reading leads failed:', result.reason);
  }
  return {
    state: 'ready',
    list:
      list.status === 'fulfilled'
        ? { ...list.value.list, overdueBefore: overdueBefore(new Date()).toISOString() }
        : (searchRefusal(list.reason) ?? 'unavailable'),
    elsewhere: list.status === 'fulfilled' ? list.value.elsewhere : undefined,
    counts: counts.status === 'fulfilled' ? counts.value : 'unavailable',
    confirming: confirming.status === 'fulfilled' ? confirming.value : undefined,
    may,
    people: people.status === 'fulfilled' ? people.value : [],
    me: admin.session.userId,
  };
}

/** A search refused or stopped on purpose (its bounds), told apart from a store failure. */
function searchRefusal(error: unknown) {
  if (error instanceof SearchLimitError) return 'search-limited' as const;
  if (error instanceof SearchTooSlowError) return 'search-too-slow' as const;
  return undefined;
}
