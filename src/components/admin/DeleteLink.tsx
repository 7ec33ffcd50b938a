import Link from 'next/link';
import { dashboardTexts } from '@/content/admin';
import { dashboardHref, type DashboardQuery } from '@/lib/admin/dashboard-query';
import { dangerSmall } from './styles';

/** Opens the confirmation (a URL, so it works without JavaScript); nothing is deleted yet. */
export function DeleteLink({
  query,
  lead,
}: {
  query: DashboardQuery;
  lead: { id: string; reference: string };
}) {
  return (
    <Link href={dashboardHref(query, { confirm: lead.id })} className={dangerSmall}>
      {dashboardTexts.delete}
      <span className="sr-only"> {lead.reference}</span>
    </Link>
  );
}
