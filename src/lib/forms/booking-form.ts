import type { BookingField } from '@/lib/schemas/booking';
import type { FormState } from './state';

export const bookingFields = [
  'name',
  'email',
  'phone',
  'service',
  'date',
  'message',
] as const satisfies readonly BookingField[];

export type BookingFormState = FormState<BookingField>;

export const emptyBookingValues: Record<BookingField, string> = {
  name: '',
  email: '',
  phone: '',
  service: '',
  date: '',
  message: '',
};

export const initialBookingState: BookingFormState = {
  ok: false,
  values: emptyBookingValues,
  fieldErrors: {},
};
