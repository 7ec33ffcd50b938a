import type { ServicePageContent } from '@/content/service-pages';
import * as commonText from '@/content/service-pages/common';
import { BlockView } from '@/components/services/BlockView';
import { ClosingBand } from '@/components/services/ClosingBand';
import { ServiceHero } from '@/components/services/ServiceHero';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function ServicePage({ page, artMarkup }: { page: ServicePageContent; artMarkup: string }) {
  const { bookFor, callCta, servicePageText } = inPageLocale(commonText);
  const book = page.hero.ctas.find((cta) => cta.href.startsWith('/booking'));
  return (
    <>
      <ServiceHero page={page} artMarkup={artMarkup} />
      {page.blocks.map((block, index) => (
        <BlockView key={block.title} block={block} index={index} />
      ))}
      <ClosingBand
        title={servicePageText.closing.title}
        text={servicePageText.closing.text}
        ctas={[
          {
            label: book?.label ?? servicePageText.closing.book,
            href: book?.href ?? bookFor(page.slug),
          },
          callCta,
        ]}
      />
    </>
  );
}
