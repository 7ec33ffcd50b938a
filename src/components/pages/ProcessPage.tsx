import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { ProcessSection } from '@/components/sections/ProcessSection';
import { WhyChooseUs } from '@/components/sections/WhyChooseUs';
import { processSection } from '@/content/process';

/** How a move goes, step by step (/ourprocess). */
export function ProcessPage() {
  return (
    <>
      <Breadcrumbs pages={[{ name: processSection.metaTitle, path: '/ourprocess' }]} />
      <ProcessSection as="h1" />
      <WhyChooseUs />
      <CtaBand />
    </>
  );
}
