import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { ProcessSection } from '@/components/sections/ProcessSection';
import { WhyChooseUs } from '@/components/sections/WhyChooseUs';
import { processSection } from '@/content/process';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: processSection.metaTitle,
  description: processSection.description,
  path: '/ourprocess',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: processSection.metaTitle, path: '/ourprocess' }]} />
      <ProcessSection as="h1" />
      <WhyChooseUs />
      <CtaBand />
    </>
  );
}
