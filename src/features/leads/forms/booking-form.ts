import { bookingPage } from '@/features/leads/content/booking';
import type { BookingField } from '@/features/leads/schemas/booking';
import type { FieldErrors } from '@/lib/schemas/errors';
import { emptyValues, initialFormState, type FormState } from '@/lib/forms/state';

export const bookingFields = [
  'name',
  'email',
  'phone',
  'service',
  'date',
  'pickupCity',
  'pickupArea',
  'pickupAddress',
  'dropCity',
  'dropArea',
  'dropAddress',
  'message',
] as const satisfies readonly BookingField[];

export type BookingFormState = FormState<BookingField>;
export const emptyBookingValues = emptyValues(bookingFields);
export const initialBookingState: BookingFormState = initialFormState(emptyBookingValues);

/** The alert for a booking with field errors, in the browser and from the server alike. */
export function bookingFixFields(errors: FieldErrors<BookingField>): string {
  return errors.service ? bookingPage.messages.noService : bookingPage.messages.fixFields;
}

/** Which step of the booking form holds each field. */
export const bookingFieldStep: Record<BookingField, number> = {
  name: 0,
  email: 0,
  phone: 0,
  service: 1,
  date: 1,
  pickupCity: 1,
  pickupArea: 1,
  pickupAddress: 1,
  dropCity: 1,
  dropArea: 1,
  dropAddress: 1,
  message: 1,
};
