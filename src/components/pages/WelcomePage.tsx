import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';

/** The company's welcome (/welcome). */
export function WelcomePage() {
  return (
    <>
      <WelcomeSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
