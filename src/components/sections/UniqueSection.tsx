import * as uniqueText from '@/content/unique';
import { Container } from '@/components/ui/Container';
import { SectionHeading, type HeadingLevel } from '@/components/ui/SectionHeading';
import { IconCard } from './IconCard';
import { RevealOnScroll } from './RevealOnScroll';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function UniqueSection({ as = 'h2' }: { as?: HeadingLevel }) {
  const { unique } = inPageLocale(uniqueText);
  return (
    <section aria-labelledby="unique-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="unique-heading"
          as={as}
          eyebrow={as === 'h1' ? undefined : unique.eyebrow}
          heading={unique.heading}
          text={unique.text}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {unique.cards.map((card, index) => (
            <li
              key={card.title}
              data-reveal="static"
              data-testid="unique-card"
              style={{ transitionDelay: `${(index % 2) * 120}ms` }}
              className="transition-[opacity,translate] duration-700 ease-out data-[reveal=hidden]:translate-y-8 data-[reveal=hidden]:opacity-0 motion-reduce:transition-none"
            >
              <IconCard {...card} headingLevel={as === 'h1' ? 'h2' : 'h3'} />
            </li>
          ))}
        </ul>
        <RevealOnScroll />
      </Container>
    </section>
  );
}
