import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/pages/ServicePage';
import { ServicesPage } from '@/components/pages/ServicesPage';
import { serviceArt } from '@/content/art';
import * as servicePagesText from '@/content/service-pages';
import type { ServicePageContent } from '@/content/service-pages';
import * as servicesText from '@/content/services';
import type { ServiceSlug } from '@/content/services';
import * as servicesPageText from '@/content/services-page';
import * as navText from '@/content/nav';
import { pageMetadata } from '@/lib/page-metadata';
import { serviceLd } from '@/components/seo/structured-data';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { ReviewsStrip } from '@/features/reviews/ui/ReviewsStrip';
import { inlineSvg } from '@/server/media/inline-picture';
import { bookingServiceOfPage, reviewStrip } from '@/features/reviews/server';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** /services and /services/{slug} in each language. */
export function servicesMetadata(locale: Locale): Metadata {
  const { servicesPage } = inLocale(servicesPageText, locale);
  return pageMetadata({
    title: servicesPage.metaTitle,
    description: servicesPage.description,
    path: '/services',
    locale,
  });
}

export function ServicesRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { mainNav } = inLocale(navText, locale);
  const { services } = servicesText;
  return (
    <>
      <Breadcrumbs pages={[{ name: mainNav.services.label, path: mainNav.services.href }]} />
      <ServicesPage firstArtMarkup={inlineSvg(serviceArt[services[0].slug].src)} />
    </>
  );
}

export const serviceParams = () => servicesText.services.map((service) => ({ slug: service.slug }));

export type ServiceProps = { params: Promise<{ slug: string }> };

/** A service's page in `locale` (its English text until its translation lands). */
function servicePageIn(slug: string, locale: Locale): ServicePageContent | undefined {
  if (!Object.hasOwn(servicePagesText.servicePageModules, slug)) return undefined;
  const module = servicePagesText.servicePageModules[slug as ServiceSlug];
  return inLocale(module, locale)[slug] as ServicePageContent;
}

export async function serviceMetadata(locale: Locale, { params }: ServiceProps): Promise<Metadata> {
  const page = servicePageIn((await params).slug, locale);
  if (!page) return {};
  return pageMetadata({
    title: page.metaTitle,
    description: page.description,
    path: servicesText.servicePath(page.slug),
    card: `service-${page.slug}`,
    locale,
  });
}

export async function ServiceRoute({ locale, params }: { locale: Locale } & ServiceProps) {
  setPageLocale(locale);
  const page = servicePageIn((await params).slug, locale);
  if (!page) notFound();
  const path = servicesText.servicePath(page.slug);
  const service = bookingServiceOfPage(page.slug);
  const { services } = inLocale(servicesText, locale);
  const { mainNav } = inLocale(navText, locale);
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
