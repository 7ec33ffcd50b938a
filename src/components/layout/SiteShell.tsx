import * as navText from '@/content/nav';
import { JsonLd } from '@/components/seo/JsonLd';
import { movingCompanyLd } from '@/components/seo/structured-data';
import { Footer } from './Footer';
import { Header } from './Header';
import { LandingSource } from './LandingSource';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';
import { VitalsReporter } from '@/features/vitals/ui/VitalsReporter';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The page's own content: where the skip link goes, and what the first paint waits for. */
const mainId = 'main';

/** The frame of every public page: the company's structured data, skip link, top bar, header, the page, footer, chat button, the sampled speed report, and the visit's source kept for the lead forms. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const { frameText } = inPageLocale(navText);
  return (
    <>
      {/* No frame is painted before <main> is parsed to its end tag (`rel=expect` waits for its
          element to be fully parsed), so the top bar, the header and the page come in one frame:
          a paint while the parser is inside them shows part of a row that then moves (layout
          shift). React puts this link in the head; browsers without `rel=expect` ignore it. */}
      <link rel="expect" href={`#${mainId}`} blocking="render" />
      <JsonLd data={movingCompanyLd()} />
      <a
        href={`#${mainId}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-3 focus:outline-brand-600"
      >
        {frameText.skipLink}
      </a>
      <TopBar />
      <Header />
      <main id={mainId} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Footer />
      <ScrollToTop />
      <VitalsReporter />
      <LandingSource />
    </>
  );
}
