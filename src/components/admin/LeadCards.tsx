import { leadFieldLabels } from '@/content/admin';
import type { DashboardQuery } from '@/lib/admin/dashboard-query';
import { isShown } from '@/lib/admin/format';
import { LEAD_KINDS, type AnyLeadRow, type ColumnGroup } from '@/lib/lead-kinds';
import { DeleteLink } from './DeleteLink';
import { isOverdue, LeadValue, StatusBadge } from './LeadValue';
import { StatusForm } from './StatusForm';

/** The phone view: one card per lead with every field labelled, then its actions. */
export function LeadCards({
  query,
  items,
  canDelete = true,
  overdueBefore,
}: {
  query: DashboardQuery;
  items: AnyLeadRow[];
  overdueBefore?: string;
  /** Only a role with `leads.delete` erases leads: others do not see the button. */
  canDelete?: boolean;
}) {
  const groups: readonly ColumnGroup[] = LEAD_KINDS[query.kind].columns;
  const fields = groups.flatMap((group) => group.fields).filter((field) => field !== 'reference');
  return (
    <ul className="space-y-4 md:hidden">
      {items.map((lead) => {
        const row: Readonly<Record<string, unknown>> = lead;
        return (
          <li key={lead.id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-base">
                <LeadValue kind={query.kind} field="reference" row={row} />
              </h2>
              <StatusBadge status={lead.status} overdue={isOverdue(lead, overdueBefore)} />
            </div>
            <dl className="mt-3 space-y-2 text-sm text-slate-800">
              {fields
                .filter((field) => isShown(query.kind, field, row))
                .map((field) => (
                  <div key={field}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                      {leadFieldLabels[field]}
                    </dt>
                    <dd>
                      <LeadValue kind={query.kind} field={field} row={row} />
                    </dd>
                  </div>
                ))}
            </dl>
            <div className="mt-4 space-y-3 border-t border-slate-200 pt-3">
              <StatusForm query={query} lead={lead} idPrefix="card" showLabel />
              {canDelete ? <DeleteLink query={query} lead={lead} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
