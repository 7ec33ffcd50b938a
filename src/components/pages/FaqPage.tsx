import * as faqText from '@/content/faq';
import { Accordion } from '@/components/ui/Accordion';
import { LinkButton } from '@/components/ui/LinkButton';
import { PageHeader } from './PageHeader';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function FaqPage() {
  const { faqItems, faqPage } = inPageLocale(faqText);
  return (
    <>
      <PageHeader eyebrow={faqPage.eyebrow} title={faqPage.title} intro={faqPage.intro} />
      <div className="px-4 pb-16">
        <div className="mx-auto max-w-3xl">
          <Accordion name="faq" items={faqItems} />
          <section
            aria-labelledby="faq-more-heading"
            className="mt-10 rounded-2xl bg-brand-900 p-6 text-white sm:p-8"
          >
            <h2 id="faq-more-heading" className="text-xl font-bold">
              {faqPage.moreTitle}
            </h2>
            <p className="mt-2 text-brand-100">{faqPage.moreText}</p>
            <LinkButton href="/contact" className="mt-5">
              {faqPage.contactCta}
            </LinkButton>
          </section>
        </div>
      </div>
    </>
  );
}
