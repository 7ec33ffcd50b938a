import { tabOf, type DashboardQuery } from '@/features/leads/dashboard-query';

/** Hidden fields that bring a change back to the same list (tab, search, filter, page). */
export function ListStateFields({ query }: { query: DashboardQuery }) {
  return (
    <>
      <input type="hidden" name="tab" value={tabOf(query.kind)} />
      <input type="hidden" name="q" value={query.q} />
      <input type="hidden" name="listStatus" value={query.status ?? ''} />
      <input type="hidden" name="page" value={String(query.page)} />
    </>
  );
}
