import { StaticImage } from '@/components/ui/StaticImage';
import * as partnersText from '@/content/partners';
import { Container } from '@/components/ui/Container';
import { SectionHeading, type HeadingLevel } from '@/components/ui/SectionHeading';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The partners' logos. `logoMarkup` (each logo's SVG by its path, read by the route with
 * inlineSvg) draws them inside the page, as /featured does, where they are the first screen.
 */
export function PartnersSection({
  as = 'h2',
  logoMarkup,
}: {
  as?: HeadingLevel;
  logoMarkup?: Readonly<Record<string, string>>;
}) {
  const { featured, partners } = inPageLocale(partnersText);
  return (
    <section aria-labelledby="partners-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="partners-heading"
          as={as}
          eyebrow={featured.eyebrow}
          heading={featured.heading}
          text={featured.text}
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col items-center rounded-2xl bg-slate-50 px-3 py-5 text-center ring-1 ring-slate-200"
            >
              <StaticImage
                src={partner.logo}
                alt={partner.name}
                width={220}
                height={64}
                className="aspect-[220/64] h-auto w-full max-w-44"
                // On /featured the logos are the page's first screen.
                load={as === 'h1' ? 'eager' : 'lazy'}
                markup={logoMarkup?.[partner.logo]}
              />
              <p className="mt-2 text-sm text-slate-700">{partner.role}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
