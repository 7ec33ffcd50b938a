import Link from 'next/link';
import { dashboardTexts } from '@/features/leads/content/staff';
import { leadListTexts } from '@/features/leads/content/lead-list';
import { dashboardHref, type DashboardQuery } from '@/features/leads/dashboard-query';
import type { LeadListItem } from '@/features/leads/lead-list-item';
import { todayInIndia } from '@/lib/dates';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { LeadRows } from './LeadRows';
import { Pagination } from './Pagination';
import { secondarySmall } from '@/components/admin/styles';

interface Props {
  query: DashboardQuery;
  list:
    | {
        items: LeadListItem[];
        total: number;
        pageSize: number;
        capped?: true;
        /** New leads received at or before this instant (ISO) are overdue (lib/office-hours). */
        overdueBefore?: string;
      }
    | 'unavailable'
    | 'search-limited'
    | 'search-too-slow';
  people?: { id: string; name: string }[];
  me?: string;
  /** How many leads of other kinds match a search that found none on this tab. */
  elsewhere?: number;
}

/** The words of a tab: a kind's, or the All tab's. */
function textsOf(kind: DashboardQuery['kind']) {
  if (kind !== 'all') return LEAD_KINDS[kind].labels;
  const t = leadListTexts;
  return { many: t.allMany, empty: t.allEmpty, noMatch: t.allNoMatch };
}

const box = 'rounded-lg bg-white px-4 py-8 text-center shadow-sm ring-1 ring-slate-200';

/**
 * The current tab's leads. Three honest empty states: the store cannot be read (an error,
 * never an empty table), there are truly none, or none match the search.
 */
export function LeadList({ query, list, people = [], me, elsewhere }: Props) {
  const texts = textsOf(query.kind);
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
          {elsewhere
            ? leadListTexts.elsewhere(elsewhere, texts.many)
            : query.q || query.status || query.assignee || query.city || query.sort || query.source
              ? texts.noMatch
              : texts.empty}
        </p>
        {elsewhere ? (
          <Link
            href={dashboardHref({ ...query, kind: 'all', page: 1 })}
            className={`${secondarySmall} mt-3`}
          >
            {leadListTexts.showElsewhere}
          </Link>
        ) : null}
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
      <LeadRows
        items={list.items}
        names={new Map(people.map((person) => [person.id, person.name]))}
        me={me}
        today={todayInIndia()}
        showKind={query.kind === 'all'}
        overdueBefore={list.overdueBefore}
        label={leadListTexts.listLabel(texts.many, leadListTexts.sorts[query.sort ?? 'received'])}
      />
      <Pagination query={query} pages={pages} />
    </div>
  );
}
