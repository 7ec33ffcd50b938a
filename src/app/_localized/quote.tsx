import { QuotePage } from '@/components/pages/QuotePage';
import * as quoteText from '@/features/leads/content/quote-request';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { QuotePopup } from '@/features/leads/ui/quote/QuotePopup';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

// The pop-up's route only: a module that also imported the carried estimate's form would put that
// form's code into /quote's scripts (Next sends every client component a route's modules import).
// quote-at-estimate.tsx is the other; both take their metadata from quote-metadata.ts.

export function QuoteRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const { quotePage } = inLocale(quoteText, locale);
  return (
    <>
      <Breadcrumbs pages={[{ name: quotePage.metaTitle, path: '/quote' }]} />
      <QuotePage>
        <QuotePopup />
      </QuotePage>
    </>
  );
}
