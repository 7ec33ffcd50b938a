import type { CityPageContent } from './types';

export const chennai = {
  intro:
    'In Chennai the weather decides the calendar: the north-east monsoon brings most of the year’s rain between October and December, and the sea air is humid all year. Our Guindy branch packs for both, and moves homes from the old streets of Mylapore to the apartment blocks along OMR and the suburbs around Tambaram.',
  description:
    'Packers and movers in Chennai from our Guindy branch: monsoon-aware dates, humidity-proof packing, OMR and suburban moves, prices to Bangalore and Hyderabad.',
  areas: [
    'T. Nagar',
    'Anna Nagar',
    'Adyar',
    'Mylapore',
    'Nungambakkam',
    'Velachery',
    'Guindy',
    'Sholinganallur',
    'Thoraipakkam',
    'Porur',
    'Ambattur',
    'Tambaram',
    'Chromepet',
    'Medavakkam',
  ],
  localNotes: [
    {
      title: 'October to December rains',
      text: 'Low-lying areas such as Velachery, Pallikaranai and parts of Tambaram can be waterlogged for a day or two after heavy rain. During the north-east monsoon we check the forecast the evening before every move and will move your date rather than carry furniture through standing water.',
    },
    {
      title: 'Humidity and wooden furniture',
      text: 'Teak and rosewood furniture, musical instruments and books suffer in damp air. We wrap them in breathable sheets under the plastic, add moisture absorbers to cartons that will spend more than a day in the truck, and unpack them first at the other end.',
    },
    {
      title: 'OMR and the IT corridor',
      text: 'Apartment complexes along Old Mahabalipuram Road have wide approaches and goods lifts, but the road itself is slow at office hours. We schedule OMR moves for mid-morning and early afternoon, between the two peaks.',
    },
  ],
  office: {
    street: 'No. 14, SIDCO Industrial Estate, Guindy',
    town: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600032',
    landmark: 'Inside the Guindy industrial estate, a short walk from Guindy railway station.',
  },
  destinations: ['bangalore', 'hyderabad', 'kolkata', 'mumbai'],
  services: [
    {
      slug: 'packingandmoving',
      note: 'Breathable wrap and moisture absorbers for wood, books and instruments.',
    },
    {
      slug: 'safestorage',
      note: 'Dry storage in Guindy when a new flat on OMR is not ready on the day you leave.',
    },
    {
      slug: 'bikeshifting',
      note: 'Two-wheelers to Bangalore and Hyderabad, crated, in one to two days.',
    },
    {
      slug: 'insurance',
      note: 'Cover worth taking in the rainy months, priced as a share of your declared value.',
    },
  ],
  questions: [
    {
      question: 'Should I avoid moving in Chennai during the monsoon?',
      answer:
        'You do not have to. Most days between October and December are dry enough to move; we keep your date flexible by a day and move it free of charge if the forecast warns of very heavy rain.',
    },
    {
      question: 'How do you protect old wooden furniture from the humidity?',
      answer:
        'It is wrapped in breathable sheets first, then in plastic only on the outside, with moisture absorbers in the drawers. It is loaded last and unloaded first, so it spends the least time in the closed truck.',
    },
    {
      question: 'Do you move from Chennai to Bangalore in a day?',
      answer:
        'Often, yes. It is about three hundred and sixty kilometres: a small home loaded in the morning can be unloaded in Bangalore the same night, if the new building allows a late arrival; otherwise early the next morning.',
    },
  ],
} as const satisfies CityPageContent;
