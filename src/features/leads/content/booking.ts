import { phoneHint } from './phone-hint';

/** The seven services a booking can be for, in the spec's order; the slug is what forms send. */
export const bookingServices = [
  { slug: 'packing-and-moving', label: 'Packing and Moving' },
  { slug: 'household-shifting', label: 'Household Shifting' },
  { slug: 'office-shifting', label: 'Office Shifting' },
  { slug: 'car-shifting', label: 'Car Shifting' },
  { slug: 'bike-shifting', label: 'Bike Shifting' },
  { slug: 'loading-and-unloading', label: 'Loading and Unloading' },
  { slug: 'safe-storage', label: 'Safe Storage' },
] as const;

export type BookingServiceSlug = (typeof bookingServices)[number]['slug'];

export const bookingServiceSlugs = bookingServices.map((service) => service.slug) as [
  BookingServiceSlug,
  ...BookingServiceSlug[],
];

export function bookingServiceLabel(slug: string): string {
  return bookingServices.find((service) => service.slug === slug)?.label ?? slug;
}

export const bookingPage = {
  title: 'Book Your Move',
  metaTitle: 'Book a Move',
  description:
    'Book packers and movers online in three short steps: your details, the service and date, then confirm. We call you back within 24 hours.',
  intro:
    'Tell us who you are and what you are moving. Our team confirms every booking by phone within 24 hours.',
  stepsLabel: 'Booking steps',
  steps: ['Your Info', 'Service Details', 'Confirmation'],
  stepHeading: (number: number, name: string) => `Step ${number}: ${name}`,
  labels: {
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    service: 'Service',
    servicePlaceholder: 'Select a service',
    date: 'Preferred moving date',
    pickup: 'Where we pick up (optional)',
    drop: 'Where we deliver (optional)',
    pickupCity: 'Pickup city',
    pickupArea: 'Pickup area or locality',
    pickupAddress: 'Pickup address',
    dropCity: 'Drop city',
    dropArea: 'Drop area or locality',
    dropAddress: 'Drop address',
    message: 'Anything we should know? (optional)',
  },
  hints: {
    phone: phoneHint,
    message: 'Floor, lift access, fragile items, vehicles: up to 2000 characters.',
    places: 'A city is enough; the area and address help us plan the day.',
  },
  review: {
    heading: 'Check your booking',
    intro: 'Please check these details, then confirm. You can go back to any step to change them.',
    empty: 'Not given yet',
    notesLabel: 'Notes',
    routeLabel: 'Route',
    pickupLabel: 'Pickup',
    dropLabel: 'Drop',
    priceLabel: 'Estimated price',
    priceValue: (total: string) => `${total} with GST`,
    noScript: 'Check the details above, then confirm your booking.',
  },
  buttons: {
    back: 'Back',
    continue: 'Continue',
    confirm: 'Confirm Booking',
    processing: 'Processing...',
    another: 'Make Another Booking',
  },
  messages: {
    noService: 'Please select a service before submitting.',
    failed: 'Error submitting booking. Please try again.',
    fixFields: 'Please correct the highlighted fields.',
  },
  success: {
    heading: 'Booking request received',
    body: 'Thank you. Your request is with us; it becomes a confirmed booking when our team calls you, within 24 hours, to agree the date, the price and the details.',
    referenceLabel: 'Your booking reference',
    referenceHint: 'Keep this reference handy when you call or message us.',
  },
} as const;
