import type { ServiceSlug } from './services';
import { policies } from './policies';

export interface BlogSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A post (spec §3: title, date, excerpt) with its article. Dates are ISO (YYYY-MM-DD). */
export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  readingMinutes: number;
  /** The service illustration shown with the post. */
  art: ServiceSlug;
  sections: readonly BlogSection[];
}

export const blogPage = {
  metaTitle: 'Moving Tips and Guides',
  description:
    'Practical advice for moving home in India: packing room by room, shifting a car or bike between states, and reading a moving quote.',
  eyebrow: 'Blog',
  title: 'Moving Tips from Our Crews',
  intro:
    'What our packers, drivers and planners have learnt from the moves they have made, written down for yours.',
  readMore: 'Read the article',
  back: 'All articles',
  minutes: (n: number) => `${n} min read`,
  ctaTitle: 'Planning a move?',
  ctaText: 'Tell us where and when, and a coordinator will call you back.',
  ctaButton: 'Book Your Move',
} as const;

export const blogPosts = [
  {
    slug: 'room-by-room-packing-plan',
    title: 'A Room-by-Room Packing Plan That Actually Works',
    date: '2025-01-14',
    excerpt:
      'Start with the rooms you use least, finish with the kitchen, and label every carton with its new room. Here is the order our packers follow.',
    readingMinutes: 5,
    art: 'packingandmoving',
    sections: [
      {
        heading: 'Start three weeks out, with the rooms you use least',
        paragraphs: [
          'Most people start packing in the room they are standing in, usually the living room, and then live among boxes for a month. Our crews do the opposite: the store room, the loft, the books and the off-season clothes go first, because you will not miss them.',
          'Give each carton a number and a room name on two sides, not the top. Cartons are stacked in the truck, and the top is the one side nobody can read.',
        ],
      },
      {
        heading: 'Bedrooms: clothes, linen and the things you never unpacked last time',
        paragraphs: [
          'Clothes on hangers go straight into wardrobe cartons with a rail, which saves hours of ironing at the other end. Folded clothes and linen are light, so use them in large cartons, and use towels to fill gaps around fragile things in other boxes.',
          'Keep one suitcase per person with two days of clothes, chargers and medicines. It travels with you, not in the truck.',
        ],
      },
      {
        heading: 'The pooja room, artwork and heirlooms',
        paragraphs: [
          'Idols, photo frames and glass artwork are wrapped individually in foam and then bubble wrap, and packed upright with crumpled paper around them. Mark these cartons clearly and ask the crew to load them last, so they come out first and are placed by hand.',
        ],
      },
      {
        heading: 'The kitchen goes last',
        paragraphs: [
          'The kitchen holds the most fragile things in the house and the things you use every day, so pack it in the final two days. Plates are packed on edge, never flat, in dish packs with dividers. Glasses go rim down, each in its own cell.',
          'Empty and clean the fridge and washing machine the day before, and leave their doors open to dry. The gas cylinder must be disconnected and handed over or carried separately: no mover can take a cylinder with gas in it.',
        ],
      },
      {
        heading: 'Moving day: the last walk-through',
        paragraphs: [
          'Before the truck leaves, walk every room, every cupboard and the balcony with the crew supervisor. Check the inventory list against the carton numbers and keep your copy: it is the list you check against at delivery.',
        ],
      },
    ],
  },
  {
    slug: 'shifting-car-or-bike-to-another-state',
    title: 'Shifting Your Car or Bike to Another State: Papers and Preparation',
    date: '2025-02-18',
    excerpt: `What to keep ready, how to prepare the vehicle, how long it takes (${policies.carTransitDays} for a car), and what to do about registration once you arrive.`,
    readingMinutes: 6,
    art: 'carshifting',
    sections: [
      {
        heading: 'The papers that travel with the vehicle',
        paragraphs: [
          'Keep the registration certificate (RC), a valid insurance policy and the pollution under control (PUC) certificate together in one folder. We need copies of these and an ID proof of the owner to prepare the consignment note, which travels with the vehicle.',
          'If the vehicle is still on a loan, the RC carries the financier’s name. That is fine for transport, but check with the lender before you re-register the vehicle in a new state, because you may need their no-objection letter.',
        ],
      },
      {
        heading: 'Preparing a car',
        paragraphs: [
          'Wash the car a day before pick-up so that existing scratches and dents are easy to see and can be written on the condition report. Leave about a quarter tank of fuel: enough to drive on and off the carrier, not so much that it adds weight.',
          'Remove valuables, toll tags you will not need, and loose accessories such as phone holders. Fold the mirrors and lower any antenna.',
        ],
      },
      {
        heading: 'Preparing a bike or scooter',
        paragraphs: [
          'Leave very little fuel in the tank, take off helmets, top boxes and saddle bags, and tell us about any aftermarket parts. We pad the tank and panels, remove and pack the mirrors, and crate premium bikes for long routes.',
        ],
      },
      {
        heading: 'How long it takes',
        paragraphs: [
          `A car usually takes ${policies.carTransitDays}. Neighbouring cities take two or three days; the longest cross-country routes take up to ten, because carriers travel at safe speeds and stop for the driver’s rest. A bike on the same route usually reaches a day or two earlier.`,
        ],
      },
      {
        heading: 'After you arrive: registration',
        paragraphs: [
          'A vehicle registered in one state can be used in another for a limited period. If you are moving for good, you will usually need to re-register it in the new state within a year, which needs a no-objection certificate from the original RTO and, in most states, road tax for the new state.',
          'The rules and fees differ from state to state and change from time to time, so check the transport department website of your new state or visit the local RTO before the deadline.',
        ],
      },
    ],
  },
  {
    slug: 'how-to-read-a-moving-quote',
    title: 'How to Read a Moving Quote (and Spot the One That Costs More Later)',
    date: '2025-03-20',
    excerpt:
      'The cheapest quote is often the most expensive move. Five things every honest quote shows, and what their absence usually means on moving day.',
    readingMinutes: 4,
    art: 'quotation',
    sections: [
      {
        heading: 'A quote should list services, not just a total',
        paragraphs: [
          'An honest quote shows packing, materials, loading, transport, unloading and unpacking as separate lines. A single round number leaves room for “extra” charges on moving day, when you are least able to say no.',
        ],
      },
      {
        heading: 'GST on its own line',
        paragraphs: [
          'Moving services attract GST, and the rate depends on how the service is billed. A quote that does not mention GST at all will usually grow by that amount on the invoice. Ask for the rate and the company’s GSTIN to be printed on the quote.',
        ],
      },
      {
        heading: 'Access charges',
        paragraphs: [
          'Stairs without a lift, a long walk from the truck to the door, or a narrow lane the truck cannot enter all add time. A company that surveyed your home will have priced these in; one that quoted over the phone may add them later.',
        ],
      },
      {
        heading: 'Insurance, spelt out',
        paragraphs: [
          'Look for what coverage is included, how compensation is worked out (by weight, by declared value or at replacement cost), and how long a claim takes. Ours are resolved within ' +
            policies.claimsResolution +
            ', and every quote names the cover you chose.',
        ],
      },
      {
        heading: 'Payment terms and validity',
        paragraphs: [
          `Be wary of any mover who wants the full amount before loading. A booking amount to hold the date and the balance on delivery is the norm. Check how long the price is valid: ours holds for ${policies.quoteValidityDays} days.`,
        ],
      },
    ],
  },
] as const satisfies readonly BlogPost[];

export type BlogSlug = (typeof blogPosts)[number]['slug'];

export const blogPath = (slug: BlogSlug) => `/blog/${slug}`;
