import Link from 'next/link';
import { dashboardTexts } from '@/features/leads/content/staff';
import { dashboardHref } from '@/features/leads/dashboard-query';
import type { LeadKind } from '@/features/leads/lead-types';
import { dangerSmall } from '@/components/admin/styles';

/**
 * On the lead's page, for who may erase it: opens the confirmation on the list (a URL, so it
 * works without JavaScript); nothing is deleted yet.
 */
export function DeleteLink({ lead }: { lead: { kind: LeadKind; id: string; reference: string } }) {
  return (
    <Link
      href={dashboardHref({ kind: lead.kind, q: '', page: 1 }, { confirm: lead.id })}
      className={dangerSmall}
    >
      {dashboardTexts.delete}
      <span className="sr-only"> {lead.reference}</span>
    </Link>
  );
}
