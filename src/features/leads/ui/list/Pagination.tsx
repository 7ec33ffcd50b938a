import Link from 'next/link';
import { dashboardTexts } from '@/features/leads/content/staff';
import { dashboardHref, type DashboardQuery } from '@/features/leads/dashboard-query';
import { secondarySmall } from '@/components/admin/styles';

export function Pagination({ query, pages }: { query: DashboardQuery; pages: number }) {
  if (pages <= 1) return null;
  const to = (page: number) => dashboardHref({ ...query, page });
  const disabled = `${secondarySmall} cursor-not-allowed opacity-60`;
  return (
    <nav
      aria-label={dashboardTexts.pagination}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {query.page > 1 ? (
        <Link href={to(query.page - 1)} rel="prev" className={secondarySmall}>
          {dashboardTexts.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {dashboardTexts.previous}
        </span>
      )}
      <p className="text-sm text-slate-700">{dashboardTexts.pageOf(query.page, pages)}</p>
      {query.page < pages ? (
        <Link href={to(query.page + 1)} rel="next" className={secondarySmall}>
          {dashboardTexts.next}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {dashboardTexts.next}
        </span>
      )}
    </nav>
  );
}
