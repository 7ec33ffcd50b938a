import Link from 'next/link';
import { dashboardTexts } from '@/content/admin';
import { dashboardHref } from '@/lib/admin/dashboard-query';
import { LEAD_KIND_BY_TYPE, LEAD_TYPES, type LeadType } from '@/lib/lead-kinds';
import { focusRing } from './styles';

/** One link per lead type (plain navigation, so no ARIA tab widget), each with its `new` count. */
export function LeadTabs({
  current,
  counts,
}: {
  current: LeadType;
  counts: Record<LeadType, number> | 'unavailable';
}) {
  return (
    <nav aria-label={dashboardTexts.tabsLabel}>
      <ul className="flex flex-wrap gap-2">
        {LEAD_TYPES.map((type) => {
          const active = type === current;
          const count = counts === 'unavailable' ? undefined : counts[type];
          return (
            <li key={type}>
              <Link
                href={dashboardHref({ tab: type, q: '', page: 1 })}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${focusRing} ${
                  active
                    ? 'bg-brand-900 text-white ring-brand-900'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
                }`}
              >
                {LEAD_KIND_BY_TYPE[type].labels.tab}
                {count !== undefined ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      count > 0
                        ? 'bg-accent-600 text-white'
                        : active
                          ? 'bg-white/20 text-white'
                          : 'bg-slate-200 text-slate-700'
                    }`}
                  >
                    {dashboardTexts.newCount(count)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
