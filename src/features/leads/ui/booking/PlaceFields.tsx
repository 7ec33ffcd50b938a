import * as bookingText from '@/features/leads/content/booking';
import type { useLeadForm } from '@/lib/forms/use-lead-form';
import type { BookingField } from '@/features/leads/schemas/booking';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { TextField } from '@/components/ui/Field';
import { useTexts } from '@/lib/i18n/client-texts';

type Place = 'pickup' | 'drop';

const NAMES = {
  pickup: { city: 'pickupCity', area: 'pickupArea', address: 'pickupAddress' },
  drop: { city: 'dropCity', area: 'dropArea', address: 'dropAddress' },
} as const satisfies Record<Place, Record<string, BookingField>>;

/**
 * Where the move starts or ends: city, area and address, all optional (a city once either of
 * the others is given). The autofill sections keep a browser from putting the visitor's home
 * address in both places.
 */
export function PlaceFields({
  place,
  field,
}: {
  place: Place;
  field: ReturnType<typeof useLeadForm<BookingField>>['field'];
}) {
  const { bookingPage } = useTexts(bookingText);
  const { labels } = bookingPage;
  const names = NAMES[place];
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">{labels[place]}</legend>
      <TextField
        {...field(names.city)}
        label={labels[names.city]}
        autoComplete={`section-${place} address-level2`}
        maxLength={FIELD_LIMITS.shortText}
      />
      <TextField
        {...field(names.area)}
        label={labels[names.area]}
        autoComplete={`section-${place} address-level3`}
        maxLength={FIELD_LIMITS.shortText}
      />
      <TextField
        {...field(names.address)}
        label={labels[names.address]}
        autoComplete={`section-${place} address-line1`}
        maxLength={FIELD_LIMITS.address}
      />
    </fieldset>
  );
}
