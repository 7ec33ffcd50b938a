import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate';
import type { ServicePageContent } from './types';

export const householdshifting = {
  slug: 'householdshifting',
  metaTitle: 'Home Shifting',
  description:
    'Stress-free home shifting within your city or across India: survey, packing, furniture dismantling, transport, unloading and setting up.',
  hero: {
    title: 'Home Shifting Without the Stress',
    intro:
      'From a 1BHK flat to a four-bedroom house: one crew packs your home, moves it and sets it up again, and one coordinator answers your calls from survey to the last carton.',
    ctas: [
      { label: 'Book Home Shifting', href: bookFor('householdshifting') },
      { label: 'Get a Quote', href: '/services/quotation', variant: 'secondary' },
      estimateCta(),
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'What your home move includes',
      items: [
        {
          icon: 'ClipboardList',
          title: 'Free survey',
          text: 'We see the home before we quote, so the truck, crew and price fit what you really have.',
        },
        {
          icon: 'Package',
          title: 'Packing by room',
          text: 'Kitchen, bedrooms, pooja room and balcony: every carton labelled with its new room.',
        },
        {
          icon: 'Wrench',
          title: 'Furniture dismantling',
          text: 'Beds, wardrobes and dining tables taken apart and put back together by the same crew.',
        },
        {
          icon: 'Truck',
          title: 'Dedicated truck',
          text: 'Your goods alone on a closed truck, sized to your home, with a driver who knows the route.',
        },
        {
          icon: 'Sofa',
          title: 'Placement and unpacking',
          text: 'Furniture placed where you want it, cartons opened and packing material taken away.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Transit coverage',
          text: 'Basic coverage on every move, with Enhanced or Full Value protection if you want it.',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'How your home move runs',
      items: [
        {
          title: 'Survey and quote',
          text: 'A planner visits or joins a video call; you get an itemised quote within a day.',
        },
        {
          title: 'Packing day',
          text: 'The crew packs room by room, usually one day for a 2BHK, and lists every carton.',
        },
        {
          title: 'Loading and transport',
          text: 'Heavy pieces are loaded first and strapped; your coordinator shares the truck’s progress.',
        },
        {
          title: 'Unloading and setup',
          text: 'We unload, reassemble furniture, unpack and take the waste away before we leave.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Getting your home ready',
      intro: 'A few things only you can arrange. Your coordinator reminds you a week before.',
      items: [
        'Book the lift and tell the society office at both buildings',
        'Ask about truck parking or entry timings in your lane',
        'Switch off and defrost the fridge the night before',
        'Set aside cash, jewellery, documents and medicines to carry yourself',
        'Keep one bag of clothes and essentials for the first two days',
        'Read the electricity, water and gas meters on the day you leave',
      ],
    },
  ],
} as const satisfies ServicePageContent;
