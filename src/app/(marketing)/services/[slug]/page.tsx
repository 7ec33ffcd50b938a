import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/pages/ServicePage';
import { serviceArt } from '@/content/art';
import { servicePages } from '@/content/service-pages';
import { servicePath, services, type ServiceSlug } from '@/content/services';
import { pageMetadata } from '@/lib/page-metadata';
import { serviceLd } from '@/components/seo/structured-data';
import { mainNav } from '@/content/nav';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { ReviewsStrip } from '@/features/reviews/ui/ReviewsStrip';
import { inlineSvg } from '@/server/media/inline-picture';
import { bookingServiceOfPage, reviewStrip } from '@/features/reviews/server';

// The 11 pages are built at build time; any other slug is a 404.
export const dynamicParams = false;
// Reviews that belong here (issue 26): rendered again when a review is written, hidden or
// answered (refreshReviewPages), and at least hourly.
export const revalidate = 3600;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

type Props = { params: Promise<{ slug: string }> };

const pageFor = (slug: string) =>
  Object.hasOwn(servicePages, slug) ? servicePages[slug as ServiceSlug] : undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageFor((await params).slug);
  if (!page) return {};
  return pageMetadata({
    title: page.metaTitle,
    description: page.description,
    path: servicePath(page.slug),
    card: `service-${page.slug}`,
  });
}

export default async function Page({ params }: Props) {
  const page = pageFor((await params).slug);
  if (!page) notFound();
  const path = servicePath(page.slug);
  const service = bookingServiceOfPage(page.slug);
  const name = services.find((entry) => entry.slug === page.slug)?.name ?? page.metaTitle;
  return (
    <>
      <JsonLd data={serviceLd({ name, description: page.description, path })} />
      <Breadcrumbs
        pages={[
          { name: mainNav.services.label, path: mainNav.services.href },
          { name, path },
        ]}
      />
      <ServicePage page={page} artMarkup={inlineSvg(serviceArt[page.slug].src)} />
      <ReviewsStrip reviews={service ? await reviewStrip({ service }) : null} />
    </>
  );
}
