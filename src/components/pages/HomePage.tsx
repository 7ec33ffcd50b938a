import { CitiesSection } from '@/components/sections/CitiesSection';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { ProcessSection } from '@/components/sections/ProcessSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';
import { WhyChooseUs } from '@/components/sections/WhyChooseUs';

/** The home page, shared by / and /home. */
export function HomePage() {
  return (
    <>
      <Hero />
      <RatingsStrip />
      <WhyChooseUs />
      <WelcomeSection />
      <ProcessSection />
      <PartnersSection />
      <CitiesSection />
      <ContactSection />
    </>
  );
}
