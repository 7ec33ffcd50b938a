'use server';

import { bookingPage } from '@/content/booking';
import { bookingFields, type BookingFormState } from '@/lib/forms/booking-form';
import { valuesFrom } from '@/lib/forms/state';
import { createBooking } from '@/server/leads/create-booking';

/** The booking page's server entry; posts from the form with or without JavaScript. */
export async function submitBooking(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  const values = valuesFrom(formData, bookingFields);
  const key = formData.get('idempotencyKey');
  try {
    const result = await createBooking(values, typeof key === 'string' && key ? key : undefined);
    if (!result.ok) {
      const formError = result.fieldErrors.service
        ? bookingPage.messages.noService
        : bookingPage.messages.fixFields;
      return { ok: false, values, fieldErrors: result.fieldErrors, formError };
    }
    return { ok: true, values, fieldErrors: {}, reference: result.lead.reference };
  } catch (error) {
    console.error('[booking] saving a booking failed:', error);
    return { ok: false, values, fieldErrors: {}, formError: bookingPage.messages.failed };
  }
}
