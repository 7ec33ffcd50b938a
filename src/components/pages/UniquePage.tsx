import { CtaBand } from '@/components/sections/CtaBand';
import { UniqueSection } from '@/components/sections/UniqueSection';

/** What sets the company apart (/unique). */
export function UniquePage() {
  return (
    <>
      <UniqueSection as="h1" />
      <CtaBand />
    </>
  );
}
