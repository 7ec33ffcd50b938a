import Link from '@/components/ui/LocalLink';
import * as citiesText from '@/content/cities';
import type { CitySlug } from '@/content/cities';
import * as commonText from '@/content/city-pages/common';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** Links to the other branch cities' pages. */
export function OtherCities({ current }: { current: CitySlug }) {
  const { cities } = inPageLocale(citiesText);
  const { cityPagePath } = inPageLocale(commonText);
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-3">
      {cities
        .filter((city) => city.slug !== current)
        .map((city) => (
          <li key={city.slug}>
            <Link
              prefetch={false}
              href={cityPagePath(city.slug)}
              className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {city.name}
            </Link>
          </li>
        ))}
    </ul>
  );
}
