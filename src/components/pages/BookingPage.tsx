import * as bookingText from '@/features/leads/content/booking';
import { BookingForm } from '@/features/leads/ui/booking/BookingForm';
import { CarriedEstimateView } from '@/features/estimate/ui/CarriedEstimateView';
import { estimateRoute } from '@/features/estimate';
import { formatInr } from '@/lib/format-inr';
import {
  bookingPrefillOf,
  carriedEstimateOf,
  type Query,
} from '@/features/estimate/ui/carried-estimate';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** /booking; its query may name a service, or carry an estimate from /estimate. */
export function BookingPage({ query = {} }: { query?: Query }) {
  const { bookingPage } = inPageLocale(bookingText);
  const estimate = carriedEstimateOf(query);
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{bookingPage.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{bookingPage.intro}</p>
        <div className="mt-8 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8">
          <BookingForm
            prefill={bookingPrefillOf(query, estimate)}
            estimate={
              estimate && {
                query: estimate.query,
                view: <CarriedEstimateView estimate={estimate} />,
                review: {
                  route: estimateRoute(estimate.inputs),
                  price: bookingPage.review.priceValue(formatInr(estimate.result.total)),
                },
              }
            }
          />
        </div>
      </div>
    </div>
  );
}
