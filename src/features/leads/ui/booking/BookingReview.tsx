import { memo } from 'react';
import * as bookingText from '@/features/leads/content/booking';
import { formatLongDate } from '@/lib/format-date';
import { isIsoDate } from '@/lib/dates';
import type { BookingField } from '@/features/leads/schemas/booking';
import { useTexts } from '@/lib/i18n/client-texts';

/** What a carried estimate adds to the review, as text made on the server. */
export interface ReviewedEstimate {
  route: string;
  price: string;
}

const rowsOf = (
  bookingPage: typeof bookingText.bookingPage,
): { field: BookingField; label: string }[] => [
  { field: 'name', label: bookingPage.labels.name },
  { field: 'email', label: bookingPage.labels.email },
  { field: 'phone', label: bookingPage.labels.phone },
  { field: 'service', label: bookingPage.labels.service },
  { field: 'date', label: bookingPage.labels.date },
  { field: 'message', label: bookingPage.review.notesLabel },
];

/** A place as one line: "12 MG Road, Kothrud, Pune" (what was given of it). */
function placeLine(values: Record<BookingField, string>, place: 'pickup' | 'drop'): string {
  const parts = [values[`${place}Address`], values[`${place}Area`], values[`${place}City`]];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function shownValue(
  field: BookingField,
  raw: string,
  bookingServiceLabel: (slug: string) => string,
): string {
  if (field === 'service' && raw) return bookingServiceLabel(raw);
  if (field === 'date' && isIsoDate(raw)) return formatLongDate(raw);
  return raw;
}

/**
 * Step 3: what will be sent, so the visitor confirms what they see — with the route and price
 * of the estimate the booking is made at, if any. Memoised: it changes with the values, not
 * with the step shown.
 */
export const BookingReview = memo(function BookingReview({
  values,
  estimate,
}: {
  values: Record<BookingField, string>;
  estimate?: ReviewedEstimate;
}) {
  const { bookingPage, bookingServices } = useTexts(bookingText);
  // The label in the page's language (the English module's bookingServiceLabel reads English).
  const bookingServiceLabel = (slug: string) =>
    bookingServices.find((service) => service.slug === slug)?.label ?? slug;
  const { review } = bookingPage;
  const rows = rowsOf(bookingPage);
  const shown = [
    ...rows.map(({ field, label }) => ({
      key: field,
      label,
      value: shownValue(field, values[field].trim(), bookingServiceLabel),
    })),
    { key: 'pickup', label: review.pickupLabel, value: placeLine(values, 'pickup') },
    { key: 'drop', label: review.dropLabel, value: placeLine(values, 'drop') },
    ...(estimate
      ? [
          { key: 'route', label: review.routeLabel, value: estimate.route },
          { key: 'price', label: review.priceLabel, value: estimate.price },
        ]
      : []),
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-300 bg-slate-50">
      {shown.map(({ key, label, value }) => (
        <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900 sm:col-span-2">
            {value || <span className="italic text-slate-600">{review.empty}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
});
