import { dashboardTexts, statusLabels } from '@/content/admin';
import type { DashboardQuery } from '@/lib/admin/dashboard-query';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/lead-kinds';
import { changeStatusAction } from '@/server/actions/admin-leads';
import { ListStateFields } from './ListStateFields';
import { controlClass, primarySmall } from './styles';

interface Props {
  query: DashboardQuery;
  lead: { id: string; reference: string; status: LeadStatus };
  /** Unique per view: the table and the phone cards each render the form. */
  idPrefix: string;
  showLabel?: boolean;
}

/** Status change as a plain form: works without JavaScript, one Update per lead. */
export function StatusForm({ query, lead, idPrefix, showLabel = false }: Props) {
  const selectId = `${idPrefix}-status-${lead.id}`;
  return (
    <form action={changeStatusAction} className="flex items-end gap-2">
      <ListStateFields query={query} />
      <input type="hidden" name="id" value={lead.id} />
      <div className="min-w-32 flex-1">
        <label
          htmlFor={selectId}
          className={showLabel ? 'mb-1 block text-sm font-semibold text-slate-800' : 'sr-only'}
        >
          {dashboardTexts.statusFor(lead.reference)}
        </label>
        <select
          key={lead.status}
          id={selectId}
          name="status"
          defaultValue={lead.status}
          className={controlClass}
        >
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primarySmall}>
        {dashboardTexts.updateStatus}
        <span className="sr-only"> {lead.reference}</span>
      </button>
    </form>
  );
}
