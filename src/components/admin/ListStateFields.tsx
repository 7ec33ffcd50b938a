import type { DashboardQuery } from '@/lib/admin/dashboard-query';
import { LEAD_KINDS } from '@/lib/lead-kinds';

/** Hidden fields that bring a change back to the same list (tab, search, filter, page). */
export function ListStateFields({ query }: { query: DashboardQuery }) {
  return (
    <>
      <input type="hidden" name="tab" value={LEAD_KINDS[query.kind].type} />
      <input type="hidden" name="q" value={query.q} />
      <input type="hidden" name="listStatus" value={query.status ?? ''} />
      <input type="hidden" name="page" value={String(query.page)} />
    </>
  );
}
