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
