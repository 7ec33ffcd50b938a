import { memo } from 'react';
import { bookingPage, bookingServiceLabel } from '@/content/booking';
import type { BookingField } from '@/lib/schemas/booking';

const rows: { field: BookingField; label: string }[] = [
  { field: 'name', label: bookingPage.labels.name },
  { field: 'email', label: bookingPage.labels.email },
  { field: 'phone', label: bookingPage.labels.phone },
  { field: 'service', label: bookingPage.labels.service },
  { field: 'date', label: bookingPage.labels.date },
  { field: 'message', label: bookingPage.review.notesLabel },
];

/**
 * Step 3: what will be sent, so the visitor confirms what they see. Memoised: it changes with
 * the values, not with the step shown.
 */
export const BookingReview = memo(function BookingReview({
  values,
}: {
  values: Record<BookingField, string>;
}) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-300 bg-slate-50">
      {rows.map(({ field, label }) => {
        const raw = values[field].trim();
        const shown = field === 'service' && raw ? bookingServiceLabel(raw) : raw;
        return (
          <div key={field} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">
              {shown || <span className="italic text-slate-600">{bookingPage.review.empty}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
});
