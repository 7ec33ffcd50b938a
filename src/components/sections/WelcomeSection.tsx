import { StaticImage } from '@/components/ui/StaticImage';
import Link from '@/components/ui/LocalLink';
import { ArrowRight } from '@/components/ui/line-icons';
import * as welcomeText from '@/content/welcome';
import { Container } from '@/components/ui/Container';
import { SectionHeading, type HeadingLevel } from '@/components/ui/SectionHeading';
import { TickList } from '@/components/ui/TickList';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * `artMarkup`: where the section is the page (/welcome), its picture as SVG markup, drawn inside
 * the page (inlineSvg).
 */
export function WelcomeSection({
  as = 'h2',
  artMarkup,
}: {
  as?: HeadingLevel;
  artMarkup?: string;
}) {
  const { welcome } = inPageLocale(welcomeText);
  return (
    <section aria-labelledby="welcome-heading" className="bg-white py-16 sm:py-20">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <StaticImage
          src={welcome.illustration}
          alt={welcome.illustrationAlt}
          width={560}
          height={420}
          className="mx-auto h-auto w-full max-w-xl"
          // On /welcome the section is the page and the picture its largest paint; on the home
          // page it sits below the hero and can wait.
          load={as === 'h1' ? 'priority' : 'lazy'}
          markup={artMarkup}
        />
        <div>
          <SectionHeading
            id="welcome-heading"
            as={as}
            align="left"
            eyebrow={welcome.eyebrow}
            heading={welcome.heading}
          />
          <div className="mt-5 space-y-4 text-lg text-slate-700">
            {welcome.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <TickList
            items={welcome.highlights}
            className="mt-6 grid gap-3 sm:grid-cols-2"
            itemClassName="font-medium text-slate-800"
            circled
          />
          <Link
            prefetch={false}
            href={welcome.cta.href}
            className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {welcome.cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
