import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityPage } from '@/components/pages/CityPage';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { ReviewsStrip } from '@/features/reviews/ui/ReviewsStrip';
import { reviewStrip } from '@/features/reviews/server';
import { cities, cityBySlug, operation } from '@/content/cities';
import { cityPages } from '@/content/city-pages';
import { cityPagePath, cityPageText } from '@/content/city-pages/common';
import { cityPriceRange, cityPriceRows } from '@/lib/city-pages/city-prices';
import { pageMetadata } from '@/lib/page-metadata';
import { branchOfficeLd, faqPageLd, serviceLd } from '@/components/seo/structured-data';

// The 13 branch cities are built at build time; any other name is a 404.
export const dynamicParams = false;
// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export function generateStaticParams() {
  return cities.map((city) => ({ city: city.slug }));
}

type Props = { params: Promise<{ city: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = cityBySlug((await params).city);
  if (!city) return {};
  return pageMetadata({
    title: cityPageText.metaTitle(city.name),
    description: cityPages[city.slug].description,
    path: cityPagePath(city.slug),
    card: `city-${city.slug}`,
  });
}

export default async function Page({ params }: Props) {
  const city = cityBySlug((await params).city);
  if (!city) notFound();
  const page = cityPages[city.slug];
  const path = cityPagePath(city.slug);
  const prices = cityPriceRows(city.slug);
  const name = cityPageText.metaTitle(city.name);
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
