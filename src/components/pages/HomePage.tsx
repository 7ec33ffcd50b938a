import { CitiesSection } from '@/components/sections/CitiesSection';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { ProcessSection } from '@/components/sections/ProcessSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';
import { WhyChooseUs } from '@/components/sections/WhyChooseUs';

/**
 * The home page, shared by / and /home. `phonePoster` is the hero's picture for a phone, written
 * into the page (a data: URL the route reads from public/ with inlinePicture).
 */
export function HomePage({ phonePoster }: { phonePoster: string }) {
  return (
    <>
      <Hero phonePoster={phonePoster} />
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
