import { z } from '@/lib/zod';
import { bookingServiceSlugs } from '@/content/booking';
import { validationMessages as m } from '@/content/validation';
import { estimateInputsField } from './estimate';
import { emailAddress, indianPhone, optionalLongText, personName, upcomingDate } from './fields';

export const bookingSchema = z.object({
  name: personName,
  email: emailAddress,
  phone: indianPhone,
  service: z.enum(bookingServiceSlugs, { error: m.serviceRequired }),
  date: upcomingDate,
  message: optionalLongText,
  estimate: estimateInputsField.optional(),
});

export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;
/** The fields the booking form shows; `estimate` rides in a hidden field (carried, not typed). */
export type BookingField = Exclude<keyof BookingInput, 'estimate'>;
