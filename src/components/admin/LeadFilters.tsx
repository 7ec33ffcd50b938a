import Form from 'next/form';
import Link from 'next/link';
import { dashboardTexts, leadSourceTexts, statusLabels } from '@/content/admin';
import { leadListTexts as t } from '@/content/lead-list';
import { dashboardHref, tabOf, type DashboardQuery } from '@/lib/admin/dashboard-query';
import { LEAD_SORTS } from '@/lib/admin/lead-list-item';
import { LEAD_STATUSES } from '@/lib/lead-kinds';
import { controlClass, primarySmall, secondarySmall } from './styles';

const label = 'mb-1 block text-sm font-semibold text-slate-800';

/**
 * Search, status, order, assignee, city and where the leads came from: a GET form, so the whole state stays in the URL
 * and it works without JavaScript. On a phone the four choices sit two by two.
 */
export function LeadFilters({
  query,
  people,
  me,
}: {
  query: DashboardQuery;
  people: { id: string; name: string }[];
  me?: string;
}) {
  const filtered = Boolean(
    query.q || query.status || query.sort || query.assignee || query.city || query.source,
  );
  return (
    <Form action="/admin" role="search" aria-label={t.filtersLabel} className="space-y-3">
      <input type="hidden" name="tab" value={tabOf(query.kind)} />
      <div>
        <label htmlFor="lead-search" className={label}>
          {dashboardTexts.searchLabel}{' '}
          <span className="font-normal text-slate-600">{t.searchHint}</span>
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
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div>
          <label htmlFor="lead-status" className={label}>
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
        <div>
          <label htmlFor="lead-sort" className={label}>
            {t.sortLabel}
          </label>
          <select
            id="lead-sort"
            name="sort"
            defaultValue={query.sort ?? 'received'}
            className={controlClass}
          >
            {LEAD_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-assignee" className={label}>
            {t.assigneeLabel}
          </label>
          <select
            id="lead-assignee"
            name="assignee"
            defaultValue={query.assignee ?? ''}
            className={controlClass}
          >
            <option value="">{t.anyone}</option>
            <option value="none">{t.nobody}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.id === me ? `${person.name} (${t.you})` : person.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="lead-city" className={label}>
            {t.cityLabel} <span className="font-normal text-slate-600">{t.cityHint}</span>
          </label>
          <input
            id="lead-city"
            type="text"
            name="city"
            defaultValue={query.city ?? ''}
            maxLength={120}
            autoComplete="off"
            className={controlClass}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="lead-source" className={label}>
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
