import { columnHeadings, dashboardTexts, leadFieldLabels } from '@/content/admin';
import type { DashboardQuery } from '@/lib/admin/dashboard-query';
import { isShown } from '@/lib/admin/format';
import { LEAD_KINDS, type AnyLeadRow, type ColumnGroup } from '@/lib/lead-kinds';
import { DeleteLink } from './DeleteLink';
import { isOverdue, LeadValue, StatusBadge } from './LeadValue';
import { StatusForm } from './StatusForm';
import { focusRing } from './styles';

const th = 'px-3 py-2.5 text-left text-sm font-semibold text-slate-800';
const td = 'px-3 py-3 align-top text-sm text-slate-800';

/** The wide-screen view: one row per lead, fields grouped into a few readable columns. */
export function LeadTable({
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
  const texts = LEAD_KINDS[query.kind].labels;
  const groups: readonly ColumnGroup[] = LEAD_KINDS[query.kind].columns;
  return (
    <div
      role="region"
      aria-label={dashboardTexts.tableLabel(texts.tab)}
      tabIndex={0}
      className={`hidden overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200 md:block ${focusRing}`}
    >
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{dashboardTexts.tableLabel(texts.tab)}</caption>
        <thead className="bg-slate-100">
          <tr>
            {groups.map((group) => (
              <th key={group.heading} scope="col" className={th}>
                {columnHeadings[group.heading]}
              </th>
            ))}
            <th scope="col" className={th}>
              {columnHeadings.status}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{columnHeadings.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((lead) => {
            const row: Readonly<Record<string, unknown>> = lead;
            return (
              <tr key={lead.id} className="even:bg-slate-50/60">
                {groups.map((group) => (
                  <td
                    key={group.heading}
                    className={`${td} ${group.fields.includes('message') || group.fields.includes('inventory') ? 'min-w-64 max-w-md' : ''}`}
                  >
                    <ul className="space-y-0.5">
                      {group.fields
                        .filter((field) => isShown(query.kind, field, row))
                        .map((field) => (
                          <li key={field}>
                            {group.labelled ? (
                              <span className="text-slate-600">{leadFieldLabels[field]}: </span>
                            ) : null}
                            <LeadValue kind={query.kind} field={field} row={row} />
                          </li>
                        ))}
                    </ul>
                  </td>
                ))}
                <td className={`${td} min-w-60`}>
                  <div className="mb-2">
                    <StatusBadge status={lead.status} overdue={isOverdue(lead, overdueBefore)} />
                  </div>
                  <StatusForm query={query} lead={lead} idPrefix="table" />
                </td>
                <td className={td}>
                  {canDelete ? <DeleteLink query={query} lead={lead} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
