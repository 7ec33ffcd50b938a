import type { ReactNode } from 'react';
import type * as bookingText from '@/features/leads/content/booking';

// Made once per language: the same element every render lets the memoised select skip a change
// of step.
const serviceOptionsMade = new WeakMap<object, ReactNode>();
const serviceOptionsOf = ({ bookingPage, bookingServices }: typeof bookingText) => (
  <>
    <option value="" disabled>
      {bookingPage.labels.servicePlaceholder}
    </option>
    {bookingServices.map((service) => (
      <option key={service.slug} value={service.slug}>
        {service.label}
      </option>
    ))}
  </>
);

/** The service select's options in the texts' language, the same element every time. */
export function serviceOptions(texts: typeof bookingText): ReactNode {
  let made = serviceOptionsMade.get(texts);
  if (!made) {
    made = serviceOptionsOf(texts);
    serviceOptionsMade.set(texts, made);
  }
  return made;
}
