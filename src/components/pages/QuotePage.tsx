import { quotePage } from '@/content/quote';
import { QuotePopup } from '@/components/quote/QuotePopup';
import { TickList } from '@/components/ui/TickList';

export function QuotePage() {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{quotePage.heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{quotePage.intro}</p>
        <TickList items={quotePage.points} className="mt-6 space-y-3" circled />
        <QuotePopup />
      </div>
    </div>
  );
}
