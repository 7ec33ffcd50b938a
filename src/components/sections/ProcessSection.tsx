import * as processText from '@/content/process';
import { Icon } from '@/components/ui/Icon';
import { Container } from '@/components/ui/Container';
import { SectionHeading, type HeadingLevel } from '@/components/ui/SectionHeading';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function ProcessSection({ as = 'h2' }: { as?: HeadingLevel }) {
  const { processSection } = inPageLocale(processText);
  const StepHeading = as === 'h1' ? 'h2' : 'h3';
  return (
    <section aria-labelledby="process-heading" className="bg-brand-900 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="process-heading"
          as={as}
          tone="dark"
          eyebrow={processSection.eyebrow}
          heading={processSection.heading}
          text={processSection.text}
        />
        <div className="relative mt-12">
          {/* The road joining the steps on wide screens. */}
          <div
            aria-hidden="true"
            className="absolute top-8 right-[10%] left-[10%] hidden border-t-2 border-dashed border-white/25 md:block"
          />
          <ol className="grid gap-8 md:grid-cols-5 md:gap-6">
            {processSection.steps.map((step, index) => {
              return (
                <li key={step.title} className="relative text-center">
                  <span className="relative mx-auto flex size-16 items-center justify-center rounded-full bg-accent-600 text-white ring-8 ring-brand-900">
                    <Icon name={step.icon} className="size-7" />
                  </span>
                  <p className="mt-4 text-sm font-bold tracking-wider text-orange-300 uppercase">
                    {processSection.stepLabel} {index + 1}
                  </p>
                  <StepHeading className="mt-1 text-lg font-bold text-white">
                    {step.title}
                  </StepHeading>
                  <p className="mt-2 text-slate-200">{step.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
      </Container>
    </section>
  );
}
