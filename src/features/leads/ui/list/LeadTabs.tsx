import Link from 'next/link';
import { dashboardTexts } from '@/features/leads/content/staff';
import { leadListTexts } from '@/features/leads/content/lead-list';
import { dashboardHref } from '@/features/leads/dashboard-query';
import { LEAD_KIND_KEYS, LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadKind } from '@/features/leads/lead-types';
import { focusRing } from '@/components/admin/styles';

/** One link per kind of lead (plain navigation, so no ARIA tab widget), each with its `new` count. */
export function LeadTabs({
  current,
  counts,
}: {
  current: LeadKind | 'all';
  counts: Record<LeadKind, number> | 'unavailable';
}) {
  const tabs: (LeadKind | 'all')[] = ['all', ...LEAD_KIND_KEYS];
  return (
    <nav aria-label={dashboardTexts.tabsLabel}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((kind) => {
          const active = kind === current;
          const count =
            counts === 'unavailable'
              ? undefined
              : kind === 'all'
                ? LEAD_KIND_KEYS.reduce((sum, each) => sum + counts[each], 0)
                : counts[kind];
          return (
            <li key={kind}>
              <Link
                href={dashboardHref({ kind, q: '', page: 1 })}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${focusRing} ${
                  active
                    ? 'bg-brand-900 text-white ring-brand-900'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
                }`}
              >
                {kind === 'all' ? leadListTexts.allTab : LEAD_KINDS[kind].labels.tab}
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
