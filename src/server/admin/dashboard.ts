import 'server-only';
import type { DashboardData, DashboardQuery } from '@/lib/admin/dashboard-query';
import { can } from '@/lib/admin/rights';
import { overdueBefore } from '@/lib/office-hours';
import { findLead, SearchTooSlowError } from '@/server/db/repositories/admin-leads';
import { need, NotSignedInError } from './guard';
import { signedInStaff } from './signed-in';
import { adminDayView } from './day-view';
import { adminListLeads, adminNewCounts, SearchLimitError } from './leads';

export type { DashboardData };

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
    return { state: 'ready', list: 'unavailable', counts: 'unavailable' };
  }
  const filter = {
    kind: query.kind,
    q: query.q,
    status: query.status,
    source: query.source,
    page: query.page,
  };
  const opening =
    !query.q && !query.status && !query.source && query.page === 1 && !query.confirm && !query.done;
  // Only who may delete is shown the confirmation, whatever the URL says.
  const may = {
    export: can(admin.session.role, 'leads.export'),
    delete: can(admin.session.role, 'leads.delete'),
  };
  const confirm = may.delete ? query.confirm : undefined;
  const [list, counts, confirming, day] = await Promise.allSettled([
    adminListLeads(member, filter),
    adminNewCounts(member),
    confirm ? findLead(admin.db, filter.kind, confirm) : Promise.resolve(undefined),
    opening ? adminDayView(member) : Promise.resolve(undefined),
  ]);
  for (const result of [list, counts, confirming, day]) {
    if (result.status === 'rejected' && result.reason instanceof NotSignedInError)
      return { state: 'signed-out' };
    if (result.status === 'rejected' && !searchRefusal(result.reason))
      console.error('[admin] reading leads failed:', result.reason);
  }
  return {
    state: 'ready',
    list:
      list.status === 'fulfilled'
        ? { ...list.value, overdueBefore: overdueBefore(new Date()).toISOString() }
        : (searchRefusal(list.reason) ?? 'unavailable'),
    counts: counts.status === 'fulfilled' ? counts.value : 'unavailable',
    confirming: confirming.status === 'fulfilled' ? confirming.value : undefined,
    may,
    day: day.status === 'fulfilled' ? day.value : 'unavailable',
  };
}

/** A search refused or stopped on purpose (its bounds), told apart from a store failure. */
function searchRefusal(error: unknown) {
  if (error instanceof SearchLimitError) return 'search-limited' as const;
  if (error instanceof SearchTooSlowError) return 'search-too-slow' as const;
  return undefined;
}
