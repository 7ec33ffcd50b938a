import { claims } from './claims';
import type { GuideSlug } from './guides-paths';
import { budgetPackages } from './packages';
import { consultationItems, premovingSteps } from './service-pages/premoving';
import { savingTips } from './service-pages/smartmovebudget';

export { guidePath, guideSlugs, type GuideSlug } from './guides-paths';

export interface GuideItem {
  title: string;
  text?: string;
}

export interface GuideSection {
  title: string;
  intro?: string;
  /** Items the reader ticks off on paper get a printed box. */
  checklist?: boolean;
  /** Steps in order are numbered. */
  ordered?: boolean;
  items: readonly GuideItem[];
}

export interface Guide {
  slug: GuideSlug;
  metaTitle: string;
  description: string;
  title: string;
  intro: string;
  sections: readonly GuideSection[];
}

const plan: Guide = {
  slug: 'moving-plan',
  metaTitle: 'Moving Planning Guide (printable)',
  description:
    'A printable moving plan: a week-by-week checklist from six weeks before the move to the first day in your new home.',
  title: 'Your Moving Planning Guide',
  intro:
    'Print this guide, stick it on the fridge and tick things off as you go. It is the same plan our move planners build with every customer, without the survey.',
  sections: [
    {
      title: 'Six weeks before',
      checklist: true,
      items: [
        { title: 'Fix your moving date and the handover date of both homes' },
        { title: 'Book a free survey and ask for an itemised quote' },
        { title: 'Decide what to sell, donate or throw away' },
        { title: 'Apply for school transfer certificates if your children change schools' },
      ],
    },
    {
      title: 'Four weeks before',
      checklist: true,
      items: [
        { title: 'Confirm your booking and choose your insurance cover' },
        { title: 'Tell both housing societies and book the lifts for moving day' },
        { title: 'Ask about truck entry and parking rules in both lanes' },
        { title: 'Arrange storage if your dates do not line up' },
      ],
    },
    {
      title: 'Two weeks before',
      checklist: true,
      items: [
        { title: 'Start packing rooms you use least: store room, books, off-season clothes' },
        { title: 'Request transfer or closure of electricity, gas, internet and DTH' },
        { title: 'Update your address with the bank, employer and insurers' },
        { title: 'Service your car or bike if it is being transported' },
      ],
    },
    {
      title: 'The last week',
      checklist: true,
      items: [
        { title: 'Pack a bag of clothes, chargers and medicines for the first two days' },
        { title: 'Set aside cash, jewellery and documents to carry yourself' },
        { title: 'Use up food in the fridge; defrost it the night before' },
        { title: 'Confirm the crew’s arrival time with your coordinator' },
      ],
    },
    {
      title: 'Moving day',
      checklist: true,
      items: [
        { title: 'Walk through every room with the crew supervisor before loading' },
        { title: 'Check the inventory list and keep your copy' },
        { title: 'Read the meters and take photos of the empty home' },
        { title: 'At delivery, note any damage on the receipt before you sign' },
      ],
    },
    {
      title: 'What a planning consultation covers',
      intro: 'Want a planner to do this with you? A consultation is free and includes:',
      items: consultationItems,
    },
    {
      title: 'Our five-step planning process',
      ordered: true,
      items: premovingSteps,
    },
  ],
};

const savings: Guide = {
  slug: 'savings',
  metaTitle: 'Moving Savings Guide (printable)',
  description:
    'A printable guide to moving for less: saving tips, our fixed-price packages and the questions to ask before you sign a quote.',
  title: 'The Smart Move Savings Guide',
  intro: `Practical ways to spend less on your move without risking your things, from movers with ${claims.teamExperience}.`,
  sections: [
    { title: 'Six ways to save', items: savingTips },
    {
      title: 'Our fixed-price packages',
      items: budgetPackages.map((pack) => ({
        title: `${pack.title}: ${pack.price}`,
        text: pack.features.join(' · '),
      })),
    },
    {
      title: 'Ask these before you sign any quote',
      checklist: true,
      items: [
        { title: 'Is GST included, and at what rate?' },
        { title: 'Are packing materials, loading and unloading in the price?' },
        { title: 'Are there extra charges for stairs, no lift or a long carry?' },
        { title: 'Is it a dedicated truck or a shared one?' },
        { title: 'What insurance is included, and what does an upgrade cost?' },
        { title: 'How much is paid in advance, and when is the rest due?' },
      ],
    },
  ],
};

export const guides: Record<GuideSlug, Guide> = { 'moving-plan': plan, savings };

export const guideText = {
  eyebrow: 'Printable guide',
  print: 'Print this guide',
  printHint: 'To save it as a PDF, choose “Save as PDF” as the printer.',
  noScriptHint:
    'Use your browser’s Print command (Ctrl+P, or Share › Print on a phone) to print or save this guide.',
  footer: 'Questions? Call us or write to us any time:',
} as const;
