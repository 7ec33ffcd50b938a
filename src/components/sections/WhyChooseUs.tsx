import * as homeText from '@/content/home';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { IconCard } from './IconCard';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function WhyChooseUs() {
  const { whyChooseUs } = inPageLocale(homeText);
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="why-heading"
          eyebrow={whyChooseUs.eyebrow}
          heading={whyChooseUs.heading}
          text={whyChooseUs.text}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.cards.map((card) => (
            <li key={card.title}>
              <IconCard {...card} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
