import Link from 'next/link';
import { dashboardTexts } from '@/features/leads/content/staff';
import { dashboardHref, type DashboardQuery } from '@/features/leads/dashboard-query';
import type { AnyLeadRow } from '@/features/leads/lead-types';
import { deleteLeadAction } from '@/features/leads/server/actions/staff-leads';
import { FocusOnArrival } from '@/components/admin/FocusOnArrival';
import { ListStateFields } from './ListStateFields';
import { dangerSolid, secondarySmall } from '@/components/admin/styles';

/** The second step of a delete: says what will go, then a real form posts the erasure. */
export function DeleteConfirm({ query, lead }: { query: DashboardQuery; lead: AnyLeadRow }) {
  const who = 'name' in lead ? lead.name : lead.email;
  return (
    <section
      aria-labelledby="confirm-delete-heading"
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 sm:p-5"
    >
      <FocusOnArrival
        arrival={lead.id}
        id="confirm-delete-heading"
        className="text-lg font-bold text-red-900 focus:outline-none"
      >
        {dashboardTexts.confirmHeading(lead.reference)}
      </FocusOnArrival>
      <p className="mt-1 font-semibold break-words text-slate-900">{who}</p>
      <p className="mt-2 text-sm text-slate-800">{dashboardTexts.confirmBody}</p>
      <form action={deleteLeadAction} className="mt-4 flex flex-wrap gap-3">
        <ListStateFields query={query} />
        <input type="hidden" name="id" value={lead.id} />
        <button type="submit" className={dangerSolid}>
          {dashboardTexts.confirmDelete}
        </button>
        <Link href={dashboardHref(query)} className={secondarySmall}>
          {dashboardTexts.cancel}
        </Link>
      </form>
    </section>
  );
}
