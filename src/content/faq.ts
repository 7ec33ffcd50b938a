import { policies } from './policies';
import { storageOptions } from './storage';

/** A question and its answer (spec §3 "FAQ item"). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const faqPage = {
  metaTitle: 'Moving FAQ',
  description:
    'Answers to what people moving within India ask us most: quotes and GST, transit insurance, packing time, pets, vehicles, payment and damage claims.',
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  intro:
    'Straight answers to the questions we hear most often. Cannot find yours? Call or write to us: a move coordinator will answer it.',
  moreTitle: 'Still have a question?',
  moreText: 'Our coordinators answer calls and WhatsApp messages around the clock.',
  contactCta: 'Contact Us',
} as const;

const shortTerm = storageOptions[0];

/** The /faq accordion: what a person moving home within India asks before booking. */
export const faqItems = [
  {
    question: 'How do you work out the price of my move?',
    answer:
      'Four things decide it: how much you are moving (measured at a free survey, in person or on a video call), the distance, how much packing you want us to do, and access at both ends, such as floors without a lift or a long walk from the truck. You get a written, itemised quote before you book, and it is the price you pay unless you add items or services later.',
  },
  {
    question: 'Is GST included in your quote?',
    answer:
      'Our quotes show the price of each service and the GST on it as separate lines, so the total on the quote is the total you pay. The invoice carries our GSTIN, so a business registered for GST can claim input tax credit where the law allows it.',
  },
  {
    question: 'Is my household covered by transit insurance?',
    answer:
      'Every move includes Basic Coverage at no extra cost. For more protection you can choose Enhanced Coverage on a declared value or Full Value Protection at replacement cost. The options and rates are on our insurance page; choose one before moving day so it is on your quote.',
  },
  {
    question: 'How many days does packing take?',
    answer:
      'A crew of three or four packs a 1BHK in about half a day and a 2BHK in one day. A 3BHK or a house with a lot of crockery, books or artwork usually takes one and a half to two days. We pack and load on the same day wherever we can, so you do not spend a night among boxes.',
  },
  {
    question: 'How early should I book?',
    answer:
      'Two to three weeks ahead is enough for most local moves, and three to four weeks for an intercity move. Month-end weekends, April to June and the festival months fill up first, so book earlier if your date falls then.',
  },
  {
    question: 'Can you move my car or bike to another state?',
    answer: `Yes, door to door in closed carriers. A car takes ${policies.carTransitDays} depending on distance. Keep the RC, insurance and PUC papers in the vehicle’s file and give us copies with an ID proof. If the vehicle will stay in the new state for more than a year, you will usually need to re-register it there; the local RTO lists the steps.`,
  },
  {
    question: 'Do you move pets and plants?',
    answer:
      'Pets travel with you, never in a goods truck: it is hot, loud and unsafe for them, and we can suggest pet relocation services. Potted plants ride with us on local moves. For long intercity moves we advise against it, because days in a closed truck in summer harm most plants.',
  },
  {
    question: 'Are there things you cannot carry?',
    answer:
      'We do not carry gas cylinders with gas in them, petrol, fireworks, acids or other flammable or corrosive goods. Keep cash, jewellery, important documents and medicines with you. Tell us about anything unusual at the survey and we will say how to move it safely.',
  },
  {
    question: 'How do I pay?',
    answer:
      'By UPI, bank transfer, debit or credit card, or cash. A small booking amount confirms your date and the balance is paid on delivery. We never ask for the full amount before your goods are loaded.',
  },
  {
    question: 'What if something is damaged?',
    answer: `Note it on the delivery receipt and send us photos within ${policies.damageReportDays} days of delivery. We assess the claim and resolve it within ${policies.claimsResolution}, under the coverage you chose.`,
  },
  {
    question: 'Can I change my moving date?',
    answer: `Yes. Rescheduling is free up to ${policies.freeRescheduleHours} hours before your move. After that we will do our best to find a new date, and our terms explain any charge that applies.`,
  },
  {
    question: 'Can you store my things between two homes?',
    answer: `Yes. Our safe storage is climate controlled, watched 24/7 and open only to named people. Short-term storage starts ${shortTerm.price.toLowerCase()}, and we move your goods in and out as part of your move.`,
  },
] as const satisfies readonly FaqItem[];
