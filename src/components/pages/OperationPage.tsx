import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CitiesSection } from '@/components/sections/CitiesSection';
import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { operation } from '@/content/cities';

/** The cities we operate in (/operation). */
export function OperationPage() {
  return (
    <>
      <Breadcrumbs pages={[{ name: operation.metaTitle, path: '/operation' }]} />
      <CitiesSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
