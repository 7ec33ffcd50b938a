import type { CityPageContent } from './types';

export const surat = {
  intro:
    'Surat moves often follow its trades: diamond and textile businesses shifting units and staff, and families moving between Surat, Mumbai and Ahmedabad as work takes them. Our Adajan branch moves homes on both banks of the Tapi, from Varachha and Katargam to Vesu, Piplod and Pal.',
  description:
    'Packers and movers in Surat from our Adajan branch: homes on both banks of the Tapi, office and unit moves, monsoon care, and prices to Ahmedabad and Mumbai.',
  areas: [
    'Adajan',
    'Pal',
    'Rander',
    'Vesu',
    'Piplod',
    'Athwa',
    'Citylight',
    'Althan',
    'Bhatar',
    'Udhna',
    'Varachha',
    'Katargam',
    'Dumas Road',
    'Sachin',
  ],
  localNotes: [
    {
      title: 'Both banks of the Tapi',
      text: 'Adajan, Pal and Rander sit west of the river; Varachha and Katargam to the east; Vesu and Piplod in the south-west. A move across the river uses one of the bridges, and we plan around their morning and evening rush so the crew is not idle in traffic.',
    },
    {
      title: 'Business units and their staff',
      text: 'Diamond-polishing and textile units move machines, safes and stock that need their own handling. We plan unit moves separately from the family homes of their staff, often on the same weekend, so the business reopens on Monday.',
    },
    {
      title: 'Monsoon on the Tapi',
      text: 'Heavy rain upstream can raise the river quickly in July and August and waterlog the low parts of the city. We keep a close eye on water-release warnings and move a date rather than load in standing water.',
    },
  ],
  office: {
    street: 'Shop 3, Ground Floor, Star Plaza, LP Savani Road, Adajan',
    town: 'Surat',
    region: 'Gujarat',
    postalCode: '395009',
    landmark: 'On LP Savani Road in Adajan, near the Star Bazaar crossing.',
  },
  destinations: ['ahmedabad', 'mumbai', 'pune', 'jaipur'],
  services: [
    {
      slug: 'officeshifting',
      note: 'Diamond and textile units moved over a weekend, safes and machines handled apart.',
    },
    {
      slug: 'householdshifting',
      note: 'Homes across the Tapi, timed around the bridge traffic.',
    },
    {
      slug: 'loadingandunloading',
      note: 'Crews for loading your own truck or a rail wagon at Udhna or Surat station.',
    },
    {
      slug: 'carshifting',
      note: 'Cars to Mumbai and Ahmedabad the same or the next day.',
    },
  ],
  questions: [
    {
      question: 'Can you move our business unit and our staff’s homes together?',
      answer:
        'Yes. We plan them as separate jobs with their own crews on the same weekend, so machines and stock get specialist handling and families are not kept waiting.',
    },
    {
      question: 'How long does a Surat to Mumbai move take?',
      answer:
        'It is about three hundred kilometres: small homes are loaded in the morning and unloaded the same evening, if the Mumbai society allows it, or the next morning.',
    },
    {
      question: 'Do you work during the monsoon?',
      answer:
        'Yes, with plastic-sealed cartons and covered loading. If the authorities warn of a high river, we move your date at no charge.',
    },
  ],
} as const satisfies CityPageContent;
