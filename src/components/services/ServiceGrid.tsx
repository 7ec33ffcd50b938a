import * as servicesText from '@/content/services';
import { LinkButton } from '@/components/ui/LinkButton';
import type { ImageLoad } from '@/components/ui/StaticImage';
import { ServiceCard } from './ServiceCard';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * As the page's own catalogue, the first card's picture is the largest paint on a phone, and
 * the first row (three cards on a laptop, the second card's top on a phone) is on the first
 * screen; the rest wait for lazy loading.
 */
const loadOnOwnPage = (index: number): ImageLoad =>
  index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy';

/**
 * The service catalogue: 'Our Services', its heading, the 11 cards and the quote button.
 * On /services the heading is the page's h1; placed in another page (e.g. home) it is an h2.
 * `firstArtMarkup`: on its own page, the first card's picture as SVG markup (inlineSvg).
 */
export function ServiceGrid({
  headingLevel = 'h2',
  firstArtMarkup,
}: {
  headingLevel?: 'h1' | 'h2';
  firstArtMarkup?: string;
}) {
  const { bookingPath, services, servicesSection } = inPageLocale(servicesText);
  const Heading = headingLevel;
  const headingId = 'services-heading';
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
            {servicesSection.title}
          </p>
          <Heading
            id={headingId}
            className="mt-2 text-3xl font-extrabold text-brand-900 sm:text-4xl"
          >
            {servicesSection.heading}
          </Heading>
          <p className="mt-4 text-lg text-slate-700">{servicesSection.tagline}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service, index) => (
            <ServiceCard
              key={service.slug}
              service={service}
              nameLevel={headingLevel === 'h1' ? 'h2' : 'h3'}
              load={headingLevel === 'h1' ? loadOnOwnPage(index) : 'lazy'}
              artMarkup={index === 0 ? firstArtMarkup : undefined}
            />
          ))}
        </ul>
        <div className="mt-12 text-center">
          <LinkButton href={bookingPath()}>{servicesSection.cta}</LinkButton>
        </div>
      </div>
    </section>
  );
}
