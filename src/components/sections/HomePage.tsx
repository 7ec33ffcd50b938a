import { CitiesSection } from './CitiesSection';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { PartnersSection } from './PartnersSection';
import { ProcessSection } from './ProcessSection';
import { RatingsStrip } from './RatingsStrip';
import { WelcomeSection } from './WelcomeSection';
import { WhyChooseUs } from './WhyChooseUs';

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
