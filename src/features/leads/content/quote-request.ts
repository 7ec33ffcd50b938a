import { phoneHint } from './phone-hint';

/** The quotation form's move types; residential is the default. */
export const moveTypes = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'international', label: 'International' },
] as const;

export const quoteForm = {
  labels: {
    name: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    moveDate: 'Move date',
    origin: 'Moving from',
    destination: 'Moving to',
    moveType: 'Move type',
    inventory: 'Inventory (optional)',
  },
  hints: {
    phone: phoneHint,
    origin: 'Locality and city, e.g. Saheed Nagar, Bhubaneswar.',
    inventory: 'Main items, e.g. 2 BHK: 2 beds, sofa, fridge, washing machine, about 20 cartons.',
  },
  buttons: { submit: 'Request Quote', sending: 'Sending...' },
  success: 'Thank you for your request! We will contact you shortly with your quote.',
  referenceLabel: 'Your quote reference:',
  messages: {
    failed: 'Your quote request could not be sent. Please try again, or call us.',
  },
} as const;

export const quotePopup = {
  /** The pop-up appears this long after /quote opens, and fades out over fadeMs. */
  delayMs: 5000,
  fadeMs: 300,
  title: 'Get a Free Quote',
  intro:
    'Three quick details and we will send you a quote, usually the same day. Add a phone number and we can call you.',
  labels: {
    name: 'Your name',
    email: 'Email address',
    phone: 'Phone number (optional)',
    service: 'Service needed',
  },
  hints: {
    phone: phoneHint,
    service: 'e.g. 2 BHK household shifting, Bhubaneswar to Pune.',
  },
  buttons: { cancel: 'Cancel', close: 'Close', submit: 'Submit', sending: 'Sending...' },
  /** Around the reference: "Thank you! Your quote request QT-… has been received. …" */
  success: {
    before: 'Thank you! Your quote request',
    after: 'has been received. We will contact you shortly with your quote.',
  },
  messages: {
    failed: 'Your quote request could not be sent. Please try again.',
  },
} as const;

export const quotePage = {
  metaTitle: 'Get a Free Quote',
  description:
    'Ask MoveEase Packers & Movers for a free moving quote: home, office, car and bike moves across India, with no hidden costs.',
  heading: 'Get a Free Moving Quote',
  intro:
    'Tell us who you are and what you need moved, and our team will send you a clear, all-inclusive price. No obligation, no hidden costs.',
  points: [
    'A written quote for packing, transport and unloading',
    'Home, office, car and bike moves across India',
    'A call back within 24 hours to confirm the details',
  ],
  openButton: 'Open the Quick Quote Form',
  fullFormLead: 'Moving a whole home or office?',
  fullFormLink: 'Use the full quotation form',
  noScriptHeading: 'Quick quote',
} as const;
