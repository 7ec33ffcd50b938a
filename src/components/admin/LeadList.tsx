import Link from 'next/link';
import { dashboardTexts } from '@/content/admin';
import { dashboardHref, type DashboardQuery } from '@/lib/admin/dashboard-query';
import { LEAD_KINDS, type AnyLeadRow } from '@/lib/lead-kinds';
import { LeadCards } from './LeadCards';
import { LeadTable } from './LeadTable';
import { Pagination } from './Pagination';
import { secondarySmall } from './styles';

interface Props {
  query: DashboardQuery;
  list:
    | {
        items: AnyLeadRow[];
        total: number;
        pageSize: number;
        capped?: true;
        overdueBefore?: string;
      }
    | 'unavailable'
    | 'search-limited'
    | 'search-too-slow';
}

const box = 'rounded-lg bg-white px-4 py-8 text-center shadow-sm ring-1 ring-slate-200';

/**
 * The current tab's leads. Three honest empty states: the store cannot be read (an error,
 * never an empty table), there are truly none, or none match the search.
 */
export function LeadList({ query, list, canDelete = true }: Props & { canDelete?: boolean }) {
  const texts = LEAD_KINDS[query.kind].labels;
  if (list === 'unavailable')
    return (
      <div
        role="alert"
        className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-4 text-red-900"
      >
        <p className="font-semibold">{dashboardTexts.storeError}</p>
      </div>
    );
  if (list === 'search-limited' || list === 'search-too-slow')
    return (
      <div
        role="alert"
        className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-4 text-amber-900"
      >
        <p className="font-semibold">
          {list === 'search-limited' ? dashboardTexts.searchLimited : dashboardTexts.searchTooSlow}
        </p>
      </div>
    );
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (list.total === 0)
    return (
      <div className={box}>
        <p className="text-lg font-semibold text-slate-800">
          {query.q || query.status ? texts.noMatch : texts.empty}
        </p>
      </div>
    );
  if (list.items.length === 0)
    return (
      <div className={box}>
        <p className="text-slate-800">{dashboardTexts.pastLastPage(query.page, pages)}</p>
        <Link href={dashboardHref({ ...query, page: pages })} className={`${secondarySmall} mt-3`}>
          {dashboardTexts.goToLastPage}
        </Link>
      </div>
    );
  const from = (query.page - 1) * list.pageSize + 1;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {(list.capped ? dashboardTexts.showingCapped : dashboardTexts.showing)(
          from,
          from + list.items.length - 1,
          list.total,
        )}
        . {dashboardTexts.timeZoneNote}
      </p>
      <LeadTable
        query={query}
        items={list.items}
        canDelete={canDelete}
        overdueBefore={list.overdueBefore}
      />
      <LeadCards
        query={query}
        items={list.items}
        canDelete={canDelete}
        overdueBefore={list.overdueBefore}
      />
      <Pagination query={query} pages={pages} />
    </div>
  );
}
