'use server';

import { bookingPage } from '@/content/booking';
import { bookingFields, bookingFixFields, type BookingFormState } from '@/lib/forms/booking-form';
import { submitLeadForm } from './lead-form';

/** The booking page's server entry; posts from the form with or without JavaScript. */
export async function submitBooking(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  return submitLeadForm(formData, {
    kind: 'booking',
    fields: bookingFields,
    carried: ['estimate'],
    failed: bookingPage.messages.failed,
    fixFields: bookingFixFields,
  });
}
