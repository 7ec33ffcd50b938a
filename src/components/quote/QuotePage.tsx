import { CircleCheck } from 'lucide-react';
import { quotePage } from '@/content/quote';
import { QuotePopup } from './QuotePopup';

export function QuotePage() {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{quotePage.heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{quotePage.intro}</p>
        <ul className="mt-6 space-y-3">
          {quotePage.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-slate-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              {point}
            </li>
          ))}
        </ul>
        <QuotePopup />
      </div>
    </div>
  );
}
