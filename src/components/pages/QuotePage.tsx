import type { ReactNode } from 'react';
import * as quoteRequestText from '@/features/leads/content/quote-request';
import { TickList } from '@/components/ui/TickList';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * /quote: its heading and points, then what the visitor came for (`children`): the quick-quote
 * pop-up on /quote itself, or the carried estimate and its quotation form on the per-request
 * twin (EstimateQuoteForm). Each route passes its own, so the plain page's first scripts do not
 * carry the quotation form it never shows.
 */
export function QuotePage({ children }: { children: ReactNode }) {
  const { quotePage } = inPageLocale(quoteRequestText);
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{quotePage.heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{quotePage.intro}</p>
        <TickList items={quotePage.points} className="mt-6 space-y-3" circled />
        {children}
      </div>
    </div>
  );
}
