import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';
import { welcome } from '@/content/welcome';

/** The company's welcome (/welcome). */
export function WelcomePage() {
  return (
    <>
      <Breadcrumbs pages={[{ name: welcome.metaTitle, path: '/welcome' }]} />
      <WelcomeSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
