import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityPage } from '@/components/pages/CityPage';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { ReviewsStrip } from '@/features/reviews/ui/ReviewsStrip';
import { reviewStrip } from '@/features/reviews/server';
import * as citiesText from '@/content/cities';
import { cityPageModules, type CityPageContent } from '@/content/city-pages';
import * as commonText from '@/content/city-pages/common';
import { cityPriceRange, cityPriceRows } from '@/lib/city-pages/city-prices';
import { pageMetadata } from '@/lib/page-metadata';
import { branchOfficeLd, faqPageLd, serviceLd } from '@/components/seo/structured-data';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** A branch city's page (/packers-and-movers/{city}) in each language. */
export const cityParams = () => citiesText.cities.map((city) => ({ city: city.slug }));

export type CityProps = { params: Promise<{ city: string }> };

/** The city and its page in `locale` (English until their translation lands). */
function cityIn(slug: string, locale: Locale) {
  const city = inLocale(citiesText, locale).cities.find((entry) => entry.slug === slug);
  if (!city) return undefined;
  const page = inLocale(cityPageModules[city.slug], locale)[city.slug] as CityPageContent;
  return { city, page, text: inLocale(commonText, locale).cityPageText };
}

export async function cityMetadata(locale: Locale, { params }: CityProps): Promise<Metadata> {
  const found = cityIn((await params).city, locale);
  if (!found) return {};
  const { city, page, text } = found;
  return pageMetadata({
    title: text.metaTitle(city.name),
    description: page.description,
    path: commonText.cityPagePath(city.slug),
    card: `city-${city.slug}`,
    locale,
  });
}

export async function CityRoute({ locale, params }: { locale: Locale } & CityProps) {
  setPageLocale(locale);
  const found = cityIn((await params).city, locale);
  if (!found) notFound();
  const { city, page, text } = found;
  const path = commonText.cityPagePath(city.slug);
  const prices = cityPriceRows(city.slug);
  const name = text.metaTitle(city.name);
  const { operation } = inLocale(citiesText, locale);
  return (
    <>
      <JsonLd
        data={serviceLd({
          name,
          description: page.description,
          path,
          city,
          priceRange: cityPriceRange(prices),
        })}
      />
      <JsonLd data={branchOfficeLd({ city, office: page.office, path })} />
      <JsonLd data={faqPageLd(page.questions)} />
      <Breadcrumbs
        pages={[
          { name: operation.metaTitle, path: '/operation' },
          { name, path },
        ]}
      />
      <CityPage slug={city.slug} prices={prices} />
      <ReviewsStrip reviews={await reviewStrip({ city: city.slug })} />
    </>
  );
}
