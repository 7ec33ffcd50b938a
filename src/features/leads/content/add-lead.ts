import type { LeadChannel } from '@/features/leads/lead-types';
import type { Locale } from '@/lib/i18n/locales';

/** "Add a lead": a call, a WhatsApp message or a visit, entered by staff (/admin/leads/new). */
export const addLeadTexts = {
  title: 'Add a lead',
  nav: 'Add a lead',
  heading: 'Add a lead',
  intro:
    'A call, a WhatsApp message, a visit or a referral: the name and phone are enough. Add what else you know; you can fill in the rest on the lead’s page.',
  kindLegend: 'What they want',
  kinds: { booking: 'Booking', quote: 'Quote', contact: 'Question' },
  channelLegend: 'How they reached us',
  channels: {
    phone: 'Phone call',
    whatsapp: 'WhatsApp',
    'walk-in': 'Walk-in',
    referral: 'Referral',
  } satisfies Record<LeadChannel, string>,
  languageLegend: 'Their language (for their emails, pages and papers)',
  languages: { en: 'English', hi: 'हिन्दी (Hindi)', or: 'ଓଡ଼ିଆ (Odia)' } satisfies Record<
    Locale,
    string
  >,
  labels: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email (optional)',
    service: 'Service (optional)',
    servicePlaceholder: 'Not said yet',
    date: 'Moving date (optional)',
    from: 'Moving from (optional)',
    to: 'Moving to (optional)',
    message: 'What they said (optional)',
    sendConfirmation: 'Email them a confirmation with the reference',
  },
  hints: {
    phone: 'As they gave it: 98765 43210, +91 98765 43210 or a landline with its STD code.',
    from: 'City, and the area if you have it.',
    sendConfirmation: 'Only when they gave an email address.',
  },
  submit: 'Add lead',
  sending: 'Adding...',
  /** On the new lead's page, once it is stored. */
  added: (reference: string) => `Lead ${reference} added. Call or message them from here.`,
  errors: {
    kind: 'Choose booking, quote or question.',
    channel: 'Choose how they reached us: phone, WhatsApp, walk-in or referral.',
    service: 'Choose one of the services, or leave it empty.',
    notForQuestion:
      'A question has no service, date or route: choose Booking or Quote to keep this.',
    confirmNeedsEmail: 'Add their email address to send a confirmation, or untick it.',
    fix: 'Please correct the highlighted fields.',
    failed: 'The lead could not be saved just now. Please try again.',
    mismatch: 'This form was already sent with other details. Reload the page to add another lead.',
  },
} as const;
