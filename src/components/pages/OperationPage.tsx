import { CitiesSection } from '@/components/sections/CitiesSection';
import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';

/** The cities we operate in (/operation). */
export function OperationPage() {
  return (
    <>
      <CitiesSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
