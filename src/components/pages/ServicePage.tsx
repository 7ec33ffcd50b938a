import type { ServicePageContent } from '@/content/service-pages';
import { bookFor, callCta, servicePageText } from '@/content/service-pages/common';
import { mainNav } from '@/content/nav';
import { servicePath, services } from '@/content/services';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { serviceLd } from '@/lib/structured-data';
import { BlockView } from '@/components/services/BlockView';
import { ClosingBand } from '@/components/services/ClosingBand';
import { ServiceHero } from '@/components/services/ServiceHero';

export function ServicePage({ page }: { page: ServicePageContent }) {
  const book = page.hero.ctas.find((cta) => cta.href.startsWith('/booking'));
  const service = services.find((entry) => entry.slug === page.slug);
  const path = servicePath(page.slug);
  const name = service?.name ?? page.metaTitle;
  return (
    <>
      <JsonLd data={serviceLd({ name, description: page.description, path })} />
      <Breadcrumbs
        pages={[
          { name: mainNav.services.label, path: mainNav.services.href },
          { name, path },
        ]}
      />
      <ServiceHero page={page} />
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
