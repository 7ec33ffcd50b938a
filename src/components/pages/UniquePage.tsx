import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { UniqueSection } from '@/components/sections/UniqueSection';
import { unique } from '@/content/unique';

/** What sets the company apart (/unique). */
export function UniquePage() {
  return (
    <>
      <Breadcrumbs pages={[{ name: unique.metaTitle, path: '/unique' }]} />
      <UniqueSection as="h1" />
      <CtaBand />
    </>
  );
}
