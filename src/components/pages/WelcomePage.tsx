import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';

/** The company's welcome (/welcome); `artMarkup` as WelcomeSection takes it. */
export function WelcomePage({ artMarkup }: { artMarkup: string }) {
  return (
    <>
      <WelcomeSection as="h1" artMarkup={artMarkup} />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
