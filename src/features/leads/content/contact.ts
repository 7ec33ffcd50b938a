import { phoneHint } from './phone-hint';
import { claims } from '@/content/claims';

export const contactPage = {
  metaTitle: 'Contact Us',
  description:
    'Call, email or visit MoveEase Packers & Movers in Bhubaneswar, or send us a message. Support is open 24/7 and we reply to emails within 1 business day.',
  heading: 'Contact Us',
  intro:
    'Planning a move, waiting on a quote or checking a booking? Call us any time, write to us, or send a message below.',
  /** The list of the cards (phone, email, office), named for a screen reader. */
  waysLabel: 'Ways to reach us',
  cards: {
    phone: { title: 'Call us', note: claims.support },
    email: { title: 'Email us', note: claims.emailReply },
    address: { title: 'Visit our office', note: 'Head office' },
  },
  formHeading: 'Send Us a Message',
  formIntro:
    'Tell us about your move or your question. Name, email and message are required; give a phone number if you would like a call back.',
} as const;

export const contactForm = {
  labels: {
    name: 'Your name',
    email: 'Email address',
    phone: 'Phone number (optional)',
    message: 'Message',
  },
  hints: { phone: phoneHint, message: 'Up to 2000 characters.' },
  buttons: { send: 'Send Message', sending: 'Sending...', another: 'Send Another Message' },
  success: {
    heading: 'Message Sent!',
    body: 'Thank you for writing to us. We reply to every message within 1 business day.',
    referenceLabel: 'Your message reference',
    returnNote: 'The form will be ready for another message in a few seconds.',
    /** Stays above the emptied form, so the reference can still be noted down. */
    sentNote: (reference: string) =>
      `Your message ${reference} has been sent. We reply within 1 business day.`,
  },
  messages: {
    failed: 'Your message could not be sent. Please try again, or call us.',
  },
  /** How long the success screen stays before the empty form returns. */
  returnAfterMs: 3000,
} as const;
