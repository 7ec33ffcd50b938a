import { ArrowRight } from '@/components/ui/line-icons';
import Link from '@/components/ui/LocalLink';
import * as citiesText from '@/content/cities';
import * as commonText from '@/content/city-pages/common';
import { formatInr, formatKm } from '@/lib/format-inr';
import { cityEstimateHref } from '@/lib/city-pages/city-links';
import type { CityPriceRow } from '@/lib/city-pages/city-prices';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** One card per move: within the city, then each destination, 1–3 BHK ranges, a link to itemise. */
export function CityPrices({ rows }: { rows: readonly CityPriceRow[] }) {
  // The city in the page's language (the module's cityBySlug reads the English list).
  const { cities } = inPageLocale(citiesText);
  const cityBySlug = (slug: string) => cities.find((city) => city.slug === slug);
  const { cityPageText, cityPriceSizes } = inPageLocale(commonText);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const from = cityBySlug(row.from)?.name ?? row.from;
        const to = cityBySlug(row.to)?.name ?? row.to;
        const title =
          row.km === undefined ? cityPageText.within(from) : cityPageText.route(from, to);
        return (
          <li
            key={row.to}
            className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h3 className="text-lg font-bold text-brand-900">{title}</h3>
            {row.km !== undefined ? (
              <p className="text-sm text-slate-600">{formatKm(row.km)}</p>
            ) : null}
            <dl className="mt-4 divide-y divide-slate-100">
              {cityPriceSizes.map((size) => (
                <div key={size} className="flex items-baseline justify-between gap-3 py-2">
                  <dt className="font-medium text-slate-700">{cityPageText.sizeLabels[size]}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">
                    {cityPageText.range(
                      formatInr(row.prices[size].low),
                      formatInr(row.prices[size].high),
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <Link
              prefetch={false}
              href={cityEstimateHref(row.from, row.to)}
              className="mt-auto inline-flex items-center gap-1.5 rounded pt-4 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {cityPageText.estimateRoute(title)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
