import { CtaBand } from '@/components/sections/CtaBand';
import { ProcessSection } from '@/components/sections/ProcessSection';
import { WhyChooseUs } from '@/components/sections/WhyChooseUs';

/** How a move goes, step by step (/ourprocess). */
export function ProcessPage() {
  return (
    <>
      <ProcessSection as="h1" />
      <WhyChooseUs />
      <CtaBand />
    </>
  );
}
