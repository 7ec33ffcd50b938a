import Form from 'next/form';
import { cloneElement, type ReactElement } from 'react';
import Link from 'next/link';
import { dashboardTexts, leadSourceTexts, statusLabels } from '@/features/leads/content/staff';
import { leadListTexts as t } from '@/features/leads/content/lead-list';
import { dashboardHref, tabOf, type DashboardQuery } from '@/features/leads/dashboard-query';
import { LEAD_SORTS } from '@/features/leads/lead-list-item';
import { LEAD_STATUSES } from '@/features/leads/lead-types';
import { Options } from '@/components/ui/Field';
import { controlClass, primarySmall, secondarySmall } from '@/components/admin/styles';

/** One labelled control of the filters; the hint is part of the label, as read aloud. */
function Filter({
  id,
  label,
  hint,
  wide,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** Across both columns on a phone. */
  wide?: boolean;
  children: ReactElement<{ id?: string; className?: string }>;
}) {
  return (
    <div className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
        {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
      </label>
      {cloneElement(children, { id, className: controlClass })}
    </div>
  );
}

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
      <Filter id="lead-search" label={dashboardTexts.searchLabel} hint={t.searchHint}>
        <input type="search" name="q" defaultValue={query.q} maxLength={200} />
      </Filter>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Filter id="lead-status" label={dashboardTexts.statusLabel}>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{dashboardTexts.allStatuses}</option>
            <Options items={LEAD_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))} />
          </select>
        </Filter>
        <Filter id="lead-sort" label={t.sortLabel}>
          <select name="sort" defaultValue={query.sort ?? 'received'}>
            <Options items={LEAD_SORTS.map((sort) => ({ value: sort, label: t.sorts[sort] }))} />
          </select>
        </Filter>
        <Filter id="lead-assignee" label={t.assigneeLabel}>
          <select name="assignee" defaultValue={query.assignee ?? ''}>
            <option value="">{t.anyone}</option>
            <option value="none">{t.nobody}</option>
            <Options
              items={people.map((person) => ({
                value: person.id,
                label: person.id === me ? `${person.name} (${t.you})` : person.name,
              }))}
            />
          </select>
        </Filter>
        <Filter id="lead-city" label={t.cityLabel} hint={t.cityHint}>
          <input
            type="text"
            name="city"
            defaultValue={query.city ?? ''}
            maxLength={120}
            autoComplete="off"
          />
        </Filter>
        <Filter
          id="lead-source"
          label={leadSourceTexts.filterLabel}
          hint={leadSourceTexts.filterHint}
          wide
        >
          <input
            name="source"
            defaultValue={query.source ?? ''}
            maxLength={253}
            autoCapitalize="none"
          />
        </Filter>
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
