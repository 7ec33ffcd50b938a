import { Download } from '@/components/ui/line-icons';
import { dashboardTexts } from '@/content/admin';
import type { DashboardData, DashboardQuery } from '@/lib/admin/dashboard-query';
import { LEAD_KINDS } from '@/lib/lead-kinds';
import { DashboardNotice } from './DashboardNotice';
import { DayView } from './day/DayView';
import { DeleteConfirm } from './DeleteConfirm';
import { LeadFilters } from './LeadFilters';
import { LeadList } from './LeadList';
import { LeadTabs } from './LeadTabs';
import { secondarySmall } from './styles';

function exportHref(query: DashboardQuery): string {
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
  const texts = LEAD_KINDS[query.kind].labels;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {dashboardTexts.heading}
        </h1>
        {data.may?.export && typeof data.list === 'object' && data.list.total > 0 ? (
          <a href={exportHref(query)} download className={secondarySmall}>
            <Download aria-hidden="true" className="mr-1.5 size-4" />
            {dashboardTexts.export}
            <span className="sr-only"> ({dashboardTexts.exportHint(texts.many)})</span>
          </a>
        ) : null}
      </div>
      {data.day ? <DayView day={data.day} /> : null}
      <LeadTabs current={query.kind} counts={data.counts} />
      <DashboardNotice query={query} />
      {data.confirming ? <DeleteConfirm query={query} lead={data.confirming} /> : null}
      <LeadFilters query={query} />
      <LeadList query={query} list={data.list} canDelete={data.may?.delete ?? false} />
    </div>
  );
}
