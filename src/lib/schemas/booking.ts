import { z } from 'zod';
import { bookingServiceSlugs } from '@/content/booking';
import { validationMessages as m } from '@/content/validation';
import { emailAddress, indianPhone, optionalLongText, personName, upcomingDate } from './fields';

export const bookingSchema = z.object({
  name: personName,
  email: emailAddress,
  phone: indianPhone,
  service: z.enum(bookingServiceSlugs, { error: m.serviceRequired }),
  date: upcomingDate,
  message: optionalLongText,
});

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
export type BookingField = keyof BookingInput;

/** Which step of the booking form holds each field. */
export const bookingFieldStep: Record<BookingField, number> = {
  name: 0,
  email: 0,
  phone: 0,
  service: 1,
  date: 1,
  message: 1,
};
