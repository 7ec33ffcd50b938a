import { CitiesSection } from '@/components/sections/CitiesSection';
import { ContactSection } from '@/components/sections/ContactSection';
import { Hero } from '@/components/sections/Hero';
import { PartnersSection } from '@/components/sections/PartnersSection';
import { ProcessSection } from '@/components/sections/ProcessSection';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';
import { WhyChooseUs } from '@/components/sections/WhyChooseUs';
import type { PublicReviews } from '@/features/reviews';

/**
 * The home page, shared by / and /home. `phonePoster` is the hero's picture for a phone, written
 * into the page (a data: URL the route reads from public/ with inlinePicture); `reviews`, the
 * published ones the route read, give the hero's and the strip's rating (null: none claimed).
 */
export function HomePage({
  phonePoster,
  reviews,
}: {
  phonePoster: string;
  reviews: PublicReviews | null;
}) {
  return (
    <>
      <Hero phonePoster={phonePoster} reviews={reviews} />
      <RatingsStrip reviews={reviews} />
      <WhyChooseUs />
      <WelcomeSection />
      <ProcessSection />
      <PartnersSection />
      <CitiesSection />
      <ContactSection />
    </>
  );
}
