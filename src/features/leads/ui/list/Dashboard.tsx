import { Download } from '@/components/ui/line-icons';
import { dashboardTexts } from '@/features/leads/content/staff';
import type { DashboardData, DashboardQuery } from '@/features/leads/dashboard-query';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { DashboardNotice } from './DashboardNotice';
import { DeleteConfirm } from './DeleteConfirm';
import { LeadFilters } from './LeadFilters';
import { LeadList } from './LeadList';
import { LeadTabs } from './LeadTabs';
import { secondarySmall } from '@/components/admin/styles';

function exportHref(query: DashboardQuery & { kind: LeadKind }): string {
  const params = new URLSearchParams({ type: LEAD_KINDS[query.kind].type });
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.source) params.set('source', query.source);
  return `/api/admin/export?${params}`;
}

export function Dashboard({
  query,
  data,
}: {
  query: DashboardQuery;
  data: Extract<DashboardData, { state: 'ready' }>;
}) {
  const kind = query.kind === 'all' ? undefined : query.kind;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {dashboardTexts.heading}
        </h1>
        {/* One kind at a time: the CSV's columns are that kind's fields. */}
        {kind && data.may?.export && typeof data.list === 'object' && data.list.total > 0 ? (
          <a href={exportHref({ ...query, kind })} download className={secondarySmall}>
            <Download aria-hidden="true" className="mr-1.5 size-4" />
            {dashboardTexts.export}
            <span className="sr-only">
              {' '}
              ({dashboardTexts.exportHint(LEAD_KINDS[kind].labels.many)})
            </span>
          </a>
        ) : null}
      </div>
      <LeadTabs current={query.kind} counts={data.counts} />
      <DashboardNotice query={query} />
      {data.confirming ? <DeleteConfirm query={query} lead={data.confirming} /> : null}
      <LeadFilters query={query} people={data.people} me={data.me} />
      <LeadList
        query={query}
        list={data.list}
        people={data.people}
        me={data.me}
        elsewhere={data.elsewhere}
      />
    </div>
  );
}
