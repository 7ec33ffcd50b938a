import { policies } from './policies';
import { site } from './site';

/**
 * How long records are kept, as the privacy policy promises. The retention purge
 * (src/server/retention/purge.ts) erases by these same numbers.
 */
export const retention = {
  /** Quote requests that did not become a move (not booked or done). */
  unconvertedQuoteMonths: 12,
  /** Contact messages, counted from the last time staff worked on them. */
  contactMonths: 12,
} as const;

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPage {
  metaTitle: string;
  description: string;
  title: string;
  /** ISO date; shown as dd/mm/yyyy. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  contact?: LegalContact;
}

export const lastUpdatedLabel = 'Last updated';

/** The name of a legal page's table of contents (its sections' links). */
export const sectionsLabel = (title: string) => `${title}: sections`;
/** A way to act on a legal page: e.g. the privacy page's "ask about your data". */
export interface LegalContact {
  title: string;
  text: string;
  email: string;
}

export const terms = {
  metaTitle: 'Terms and Conditions',
  description: `The terms on which ${site.name} quotes, books, packs, moves and stores your goods.`,
  title: 'Terms and Conditions',
  lastUpdated: '2024-12-25',
  intro: `These terms apply to every quote, booking and move by ${site.name} (“we”, “us”). By confirming a booking you agree to them. Please read them with your quote.`,
  sections: [
    {
      heading: '1. Quotes and services',
      paragraphs: [
        `Every quote is written and itemised, lists the services and materials included and shows GST separately. It is valid for ${policies.quoteValidityDays} days from the date on it.`,
        'The quote is based on the goods and access conditions seen or described at the survey. If you add goods or services, or access differs from what was described, we will tell you the change in price before doing the work.',
      ],
    },
    {
      heading: '2. Bookings, payment and changes',
      paragraphs: [
        'A booking is confirmed when we accept it by phone, email or message and receive the booking amount stated on the quote. The balance is due on delivery, before the last goods are unloaded, unless we agree otherwise in writing.',
        `You may move your booking to another date free of charge up to ${policies.freeRescheduleHours} hours before the move. Cancellations made earlier than that are refunded in full, less any materials already delivered. For later cancellations we may keep the booking amount to cover the crew and truck reserved for you.`,
      ],
    },
    {
      heading: '3. Your responsibilities',
      paragraphs: ['To keep everyone safe and your move on time, you agree to:'],
      list: [
        'tell us at the survey about every item to be moved, and about anything fragile, valuable or unusual;',
        'keep cash, jewellery, documents, medicines and other valuables with you;',
        'not hand us prohibited goods: gas cylinders containing gas, fuel, explosives, fireworks, acids, narcotics or anything illegal to carry;',
        'arrange lift bookings, society permissions and parking or entry permits at both addresses;',
        'be present, or have someone you authorise present, at loading and delivery.',
      ],
    },
    {
      heading: '4. Our responsibility and coverage',
      paragraphs: [
        'We handle your goods with reasonable care and skill. Every move includes Basic Coverage; Enhanced Coverage and Full Value Protection are available for an extra charge, as described on our insurance page and your quote.',
        'We are not responsible for delays or loss caused by events outside our control, such as floods, strikes, road closures or orders of authorities, nor for damage to goods you packed yourself unless the outer carton was damaged while with us.',
      ],
    },
    {
      heading: '5. Claims and complaints',
      paragraphs: [
        `Please note any damage or shortage on the delivery receipt and send us your claim with photos within ${policies.damageReportDays} days of delivery. We acknowledge every claim within two business days and resolve it within ${policies.claimsResolution} of receiving the complete claim.`,
        `For a complaint about our service, write to ${site.email}. A manager replies within two business days.`,
      ],
    },
    {
      heading: '6. Governing law',
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute that we cannot settle between us is subject to the courts at ${site.address.city}, Odisha. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.`,
      ],
    },
  ],
} as const satisfies LegalPage;

export const privacy = {
  metaTitle: 'Privacy Policy',
  description: `What personal data ${site.name} collects on this website, why, how long it is kept, and how to have it corrected or erased under India’s DPDP Act 2023.`,
  title: 'Privacy Policy',
  lastUpdated: '2024-12-25',
  intro: `This policy explains what ${site.name} does with the personal data you give us on this website. We collect only what we need to answer you and carry out your move, and we never sell it.`,
  sections: [
    {
      heading: '1. Who we are',
      paragraphs: [
        `${site.name}, ${site.address.lines.join(', ')}, decides why and how your personal data is used, and is the Data Fiduciary for it under the Digital Personal Data Protection Act, 2023 (DPDP Act). Questions about this policy go to ${site.privacyEmail}.`,
      ],
    },
    {
      heading: '2. What this website stores',
      paragraphs: [
        'We store only what you type into our forms, and the date and time you sent it:',
      ],
      list: [
        'Bookings: your name, email, phone number, the service, the preferred date and any message.',
        'Contact messages: your name, email and message.',
        'Quote requests: your name, email, phone number, moving date, the places you are moving from and to, the type of move and any inventory you list (or, from the quick quote box, the service you asked about).',
        'Newsletter sign-ups: your email address.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: [
        'We use your details to call or write back to you, prepare your quote, plan and carry out your move, and keep the records that tax law requires. Newsletter emails go only to people who subscribed.',
        'By submitting a form you consent to this use. We do not use your data for advertising, do not build profiles of you, and do not sell or rent it to anyone.',
      ],
    },
    {
      heading: '4. What we do not collect',
      paragraphs: [
        'The public website sets no advertising or analytics cookies and runs no third-party trackers. The only cookie it sets is the sign-in cookie of our own staff in the admin area.',
        'Like any web server, ours sees the network (IP) address of each request. We use it only to protect the site against abuse, such as repeated failed sign-ins, and we do not store it with your booking, message or request.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'We keep each kind of record only as long as it is useful to you or required by law:',
      ],
      list: [
        'Bookings and quote requests that became a move: for 8 years after the move, the period for which Indian company and tax law require business records to be kept.',
        `Quote requests that did not lead to a move: ${retention.unconvertedQuoteMonths} months after we last worked on them.`,
        `Contact messages: ${retention.contactMonths} months after our reply.`,
        'Newsletter emails: until you unsubscribe or ask us to erase them.',
      ],
    },
    {
      heading: '6. Who can see it',
      paragraphs: [
        'Only our staff, through a password-protected admin area, and the crew assigned to your move, who see what they need to do the job. Your data is kept in our own database, which only our staff can reach; when email notification is switched on, a copy of each new request is sent to our company mailbox through our email provider.',
        'We disclose data to authorities only when the law requires it.',
      ],
    },
    {
      heading: '7. Your rights under the DPDP Act 2023',
      paragraphs: [
        `You can ask us for a summary of the personal data we hold about you, ask us to correct or complete it, or ask us to erase it, and you can withdraw your consent at any time. Write to ${site.privacyEmail} from the email address you used, or call ${site.phone.display}. We reply within 30 days; an erased record is removed from our database and cannot be recovered.`,
        'You may also nominate someone to exercise these rights for you. If you are not satisfied with our answer, you can complain to the Data Protection Board of India.',
      ],
    },
    {
      heading: '8. Contact and changes',
      paragraphs: [
        `Our grievance officer for personal data can be reached at ${site.privacyEmail} or by post at ${site.address.lines.join(', ')}. When we change this policy we update the date at the top of this page; changes that affect how your existing data is used are emailed to you first.`,
      ],
    },
  ],
  contact: {
    title: 'See, correct or erase your data',
    text: 'Write to us from the email address you used on our forms, and tell us what you would like us to do.',
    email: site.privacyEmail,
  },
} as const satisfies LegalPage;
