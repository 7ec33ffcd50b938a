import { PLAIN_METRICS, vitalsTexts as t, type VitalRating } from '@/features/vitals/content';
import { VITAL_METRICS, type VitalMetric } from '@/features/vitals/metrics';
import type { VitalSummary } from '@/features/vitals/summary';

const ratingBadge: Record<VitalRating, string> = {
  good: 'bg-green-100 text-green-900 ring-green-300',
  'needs-improvement': 'bg-amber-100 text-amber-900 ring-amber-300',
  poor: 'bg-red-100 text-red-900 ring-red-300',
};

/** Timings under a second in ms, longer ones in seconds; CLS as the bare score. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  if (metric === 'INP' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

function Cell({ item }: { item: VitalSummary | undefined }) {
  if (!item) return <td className="px-3 py-3 text-sm text-slate-600">{t.noData}</td>;
  return (
    <td className="px-3 py-3 align-top">
      <span className="block font-semibold text-slate-900 tabular-nums">
        {formatVital(item.metric, item.p75)}
      </span>
      <span
        className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ratingBadge[item.rating]}`}
      >
        {t.ratings[item.rating]}
      </span>
      <span className="mt-1 block text-xs text-slate-700">{t.countLabel(item.count)}</span>
    </td>
  );
}

const ratingMark: Record<VitalRating, string> = {
  good: 'border-green-700',
  'needs-improvement': 'border-amber-600',
  poor: 'border-red-700',
};

/**
 * The speed report an owner reads: page by page in plain words (opening, taps, steadiness),
 * how many pages open fast, and the technical table one tap away. Stacked, so nothing scrolls
 * sideways on a phone.
 */
export function VitalsTable({ days, items }: { days: number; items: readonly VitalSummary[] }) {
  if (items.length === 0) {
    return <p className="rounded-lg bg-slate-100 px-4 py-6 text-slate-800">{t.empty(days)}</p>;
  }
  const routes = [...new Set(items.map((item) => item.route))].sort();
  const find = (route: string, metric: VitalMetric) =>
    items.find((item) => item.route === route && item.metric === metric);
  const fast = routes.filter((route) => find(route, 'LCP')?.rating === 'good').length;
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-brand-900">{t.plain.summary(fast, routes.length)}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {routes.map((route) => (
          <li key={route} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
            <h2 className="font-mono text-sm font-semibold break-all text-slate-900">{route}</h2>
            <ul className="mt-2 space-y-1.5">
              {PLAIN_METRICS.map((metric) => {
                const item = find(route, metric);
                return (
                  <li
                    key={metric}
                    className={`border-l-4 pl-3 text-sm text-slate-800 ${item ? ratingMark[item.rating] : 'border-slate-300'}`}
                  >
                    {item
                      ? t.plain[metric][item.rating](formatVital(metric, item.p75))
                      : t.plain.noReports[metric]}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <details className="rounded-lg bg-white ring-1 ring-slate-200">
        <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-700">
          {t.plain.technical}
        </summary>
        <TechnicalTable days={days} routes={routes} find={find} />
        <p className="px-4 py-3 text-sm text-slate-700">{t.legend}</p>
      </details>
    </div>
  );
}

/** One row per page, one column per metric: the p75, its rating (in words, not colour alone), the count. */
function TechnicalTable({
  days,
  routes,
  find,
}: {
  days: number;
  routes: string[];
  find: (route: string, metric: VitalMetric) => VitalSummary | undefined;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-brand-600"
      tabIndex={0}
      role="region"
      aria-label={t.tableCaption(days)}
    >
      <table className="min-w-full divide-y divide-slate-200 bg-white text-left">
        <caption className="sr-only">{t.tableCaption(days)}</caption>
        <thead className="bg-slate-50 text-sm font-semibold text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-3">
              {t.routeHeader}
            </th>
            {VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col" className="px-3 py-3">
                <abbr title={t.metricNames[metric]} className="no-underline">
                  {metric}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {routes.map((route) => (
            <tr key={route}>
              <th scope="row" className="px-3 py-3 font-mono text-sm font-medium text-slate-900">
                {route}
              </th>
              {VITAL_METRICS.map((metric) => (
                <Cell key={metric} item={find(route, metric)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
