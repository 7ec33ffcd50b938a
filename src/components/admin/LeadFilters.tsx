import Form from 'next/form';
import Link from 'next/link';
import { dashboardTexts, leadSourceTexts, statusLabels } from '@/content/admin';
import { dashboardHref, type DashboardQuery } from '@/lib/admin/dashboard-query';
import { LEAD_KINDS, LEAD_STATUSES } from '@/lib/lead-kinds';
import { controlClass, primarySmall, secondarySmall } from './styles';

/** Search and status filter: a GET form, so the whole state stays in the URL. */
export function LeadFilters({ query }: { query: DashboardQuery }) {
  const filtered = Boolean(query.q || query.status || query.source);
  return (
    <Form action="/admin" role="search" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="tab" value={LEAD_KINDS[query.kind].type} />
      <div className="min-w-56 flex-[2]">
        <label htmlFor="lead-search" className="mb-1 block text-sm font-semibold text-slate-800">
          {dashboardTexts.searchLabel}{' '}
          <span className="font-normal text-slate-600">{dashboardTexts.searchHint}</span>
        </label>
        <input
          id="lead-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={200}
          className={controlClass}
        />
      </div>
      <div className="min-w-40 flex-1">
        <label htmlFor="lead-status" className="mb-1 block text-sm font-semibold text-slate-800">
          {dashboardTexts.statusLabel}
        </label>
        <select
          id="lead-status"
          name="status"
          defaultValue={query.status ?? ''}
          className={controlClass}
        >
          <option value="">{dashboardTexts.allStatuses}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-32 flex-1">
        <label htmlFor="lead-source" className="mb-1 block text-sm font-semibold text-slate-800">
          {leadSourceTexts.filterLabel}{' '}
          <span className="font-normal text-slate-600">{leadSourceTexts.filterHint}</span>
        </label>
        <input
          id="lead-source"
          name="source"
          defaultValue={query.source ?? ''}
          maxLength={253}
          autoCapitalize="none"
          className={controlClass}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={primarySmall}>
          {dashboardTexts.searchButton}
        </button>
        {filtered ? (
          <Link
            href={dashboardHref({ kind: query.kind, q: '', page: 1 })}
            className={secondarySmall}
          >
            {dashboardTexts.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
