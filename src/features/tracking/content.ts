import type { LeadStatus, TrackKind } from '@/features/leads';
import type { MilestoneKind } from '@/features/move-day';
import { claims } from '@/content/claims';
import { policies } from '@/content/policies';
import { site } from '@/content/site';

// The success screens' texts and the page's address live in a module of their own: every lead
// form shows them, and this module goes to the browser whole wherever it is imported (/track's
// client components read it through useTexts), about 2 KB of brotli on every form page.
export { trackHref, trackPath } from './content-on-success';

export const trackPage = {
  metaTitle: 'Track your request',
  description:
    'Look up a booking, quote request or message by its reference and see where it stands.',
  eyebrow: 'Track your request',
  heading: 'Where is my request?',
  intro:
    'Enter the reference from your confirmation and the phone number or email you gave us. You will see what you asked for and where it stands.',
  form: {
    heading: 'Look up a request',
    anotherHeading: 'Look up another request',
    reference: 'Reference',
    referenceHint: 'Like BK-7Q2M9X: on your confirmation screen and email.',
    contact: 'Phone number or email',
    contactHint: 'The one you gave us with the request.',
    submit: 'Show my request',
  },
  notFound: {
    heading: 'We could not find that request',
    body: 'No request matches this reference with that phone number or email. Check both against your confirmation; the phone number or email must be the one you gave with the request.',
  },
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many look-ups from your network. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}, or call us on ${site.phone.display}.`;
  },
  unavailable: `We cannot look up requests just now. Please try again in a few minutes, or call us on ${site.phone.display}.`,
  fixFields: 'Please correct the highlighted fields.',
  result: {
    /** On a Hindi or Odia result: the same request on the English page. */
    readInEnglish: 'Read this page in English',
    referenceLabel: 'Reference',
    kindLabel: 'Request',
    statusLabel: 'Status now',
    askedHeading: 'What you asked for',
    timelineHeading: 'Progress',
    nextHeading: 'What happens next',
    notYet: 'Not yet',
    estimateLabel: 'Our estimate',
    estimateValue: (total: string, low: string, high: string, date: string) =>
      `${total} with GST (${low} to ${high} after the free survey), valid until ${date}`,
    estimateExpired: (total: string, date: string) =>
      `${total} with GST, valid until ${date}; it has expired, so we confirm the price at the survey`,
    timeNote: 'Times are India time (IST).',
  },
  reach: {
    heading: 'Talk to us',
    intro: `Quote your reference and we will pick it up from there. ${claims.support}.`,
    call: 'Call',
    whatsapp: 'WhatsApp',
    whatsappMessage: (reference?: string) =>
      reference
        ? `Hello ${site.shortName}, I am asking about my request ${reference}.`
        : site.whatsapp.message,
    email: 'Email',
  },
} as const;

export const trackValidation = {
  referenceRequired: 'Please enter your reference.',
  referenceInvalid: 'A reference looks like BK-7Q2M9X: two letters, a hyphen and six characters.',
  contactRequired: 'Please enter the phone number or email you gave us.',
  contactInvalid:
    'Please enter an email address, or an Indian phone number (10-digit mobile, or landline with its STD code).',
} as const;

export const trackKindLabels = {
  booking: 'Booking',
  quote: 'Quote request',
  contact: 'Message to us',
} as const satisfies Record<TrackKind, string>;

/** The steps of the timeline as a customer reads them. */
export const trackStatusLabels = {
  new: 'Received',
  contacted: 'We contacted you',
  booked: 'Booked',
  done: 'Done',
  cancelled: 'Cancelled',
} as const satisfies Record<LeadStatus, string>;

/** "What you asked for": the labels of the details a request may carry. */
export const trackDetailLabels = {
  service: 'Service',
  moveDate: 'Moving date',
  route: 'From → to',
  moveType: 'Type of move',
} as const;

/** What a customer can expect next, for each kind of request at each status. */
export const trackNextSteps = {
  booking: {
    new: `We have your booking. ${claims.callbackPromise} We confirm the date, the goods and the price on that call.`,
    contacted:
      'We have spoken with you. Once the date, the survey and the price are agreed, your booking is marked booked and we email you.',
    booked:
      'Your move is booked. Our crew lead calls you the day before to confirm the time. Keep small valuables and documents with you on the day.',
    done: `Your move is done. Thank you for moving with us. If anything arrived damaged, send us photos within ${policies.damageReportDays} days of delivery and we start your claim.`,
    cancelled:
      'This booking is cancelled. If you did not ask for that, or you want to book again, call or message us.',
  },
  quote: {
    new: `We have your quote request. ${claims.callbackPromise} We may ask for a video or home survey to price it exactly.`,
    contacted:
      'We have been in touch about your quote. Once you accept it, we book your move and this page shows it.',
    booked: 'You accepted our quote and your move is booked. Our crew lead calls the day before.',
    done: 'Your move is done. Thank you for moving with us.',
    cancelled:
      'This quote request is closed. If you still need a quote, call or message us any time.',
  },
  contact: {
    new: `We have your message. ${claims.emailReply}`,
    contacted: 'We have replied to your message. Check your inbox, including the spam folder.',
    booked: 'Your enquiry has become a booking. Our crew lead calls the day before your move.',
    done: 'Your enquiry is settled. Write to us any time if there is more we can do.',
    cancelled: 'This message is closed. Write or call if you still need something from us.',
  },
} as const satisfies Record<TrackKind, Record<LeadStatus, string>>;

/**
 * What happens next once the crew has recorded a step of the move day (issue 47): it says more
 * than the booking's status, which stays "booked" all through the day.
 */
export const trackMoveDayNext = {
  arrived:
    'Our crew is at your home. They photograph your things before packing: point out any old scratch or dent so it is noted on the photo.',
  packed:
    'Your things are packed. Check the crew’s list of things with them and sign it on their phone: it is your list to check at delivery.',
  loaded:
    'Your things are on the truck. We email you when they are delivered. Keep your phone on: the driver or crew lead calls before reaching you.',
  'in-transit':
    'Your things are on the way. The crew lead calls you before they reach the new address: keep someone there to receive them.',
  reached:
    'The truck has reached your new address. Check each thing as it comes in, and tell the crew about any damage before you sign: they note it on the proof of delivery.',
  delivered: `Your things are delivered. Your proof of delivery is below, under “Your documents”: keep it. If you find anything damaged or missing when you unpack, tell us within ${policies.damageReportDays} days of delivery, with photos, under “Damage or loss” on this page, and we start your claim. Once the move is marked done we email you a link to review us: it helps other families choose.`,
} as const satisfies Record<MilestoneKind, string>;
