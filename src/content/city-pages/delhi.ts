import type { CityPageContent } from './types';

export const delhi = {
  intro:
    'Our Delhi crew works across the whole National Capital Region, where a short move can cross three states: from a DDA flat in Dwarka to a tower in Gurugram, or from Mayur Vihar to Noida. We plan around the hours when goods vehicles may enter the city, the summer heat and the winter fog on the highways out of Delhi.',
  description:
    'Packers and movers in Delhi NCR from our Okhla branch: Delhi, Noida and Gurugram moves, night loading for no-entry hours, and prices to Jaipur and Lucknow.',
  areas: [
    'Dwarka',
    'Rohini',
    'Pitampura',
    'Janakpuri',
    'Karol Bagh',
    'Vasant Kunj',
    'Saket',
    'Lajpat Nagar',
    'Mayur Vihar',
    'Noida',
    'Greater Noida',
    'Gurugram',
    'Ghaziabad',
    'Faridabad',
  ],
  localNotes: [
    {
      title: 'No-entry hours for goods vehicles',
      text: 'Large trucks may enter and cross Delhi only at certain hours, so intercity trucks often arrive late in the evening. For local moves we use smaller vehicles that may run in the daytime; for an intercity load we tell you at the survey whether packing happens by day and loading after dark.',
    },
    {
      title: 'One region, three states',
      text: 'A move from Delhi to Gurugram, Noida, Ghaziabad or Faridabad crosses a state border. The goods go on our own truck with a proper consignment note and an itemised list, which is what the border checks ask for, and the price stays that of a local move.',
    },
    {
      title: 'Heat in May, fog in January',
      text: 'In the hottest weeks we start at seven in the morning and keep candles, medicines and wax-finished furniture out of closed trucks at midday. In December and January fog slows the highways to Jaipur and Lucknow, so we quote a delivery window one day wider.',
    },
  ],
  office: {
    street: 'B-44, Okhla Industrial Area, Phase 2',
    town: 'New Delhi',
    region: 'Delhi',
    postalCode: '110020',
    landmark: 'Near the Okhla NSIC metro station, opposite the Crown Plaza service lane.',
  },
  destinations: ['jaipur', 'lucknow', 'mumbai', 'bangalore'],
  services: [
    {
      slug: 'householdshifting',
      note: 'DDA flats, builder floors and gated towers alike, across Delhi, Noida and Gurugram.',
    },
    {
      slug: 'officeshifting',
      note: 'Office moves in Nehru Place, Connaught Place and Cyber City over a weekend or at night.',
    },
    {
      slug: 'carshifting',
      note: 'Closed carriers to Bangalore and Mumbai, with the car photographed at handover.',
    },
    {
      slug: 'insurance',
      note: 'Transit cover worth choosing for the long hauls south, priced on your declared value.',
    },
  ],
  questions: [
    {
      question: 'Is a move from Delhi to Gurugram or Noida charged as intercity?',
      answer:
        'No. Anywhere in the National Capital Region is a local move for us, priced by the distance between the two addresses, even though the truck crosses a state border.',
    },
    {
      question: 'Why would my goods be loaded at night?',
      answer:
        'Big trucks may enter Delhi only at certain hours. For a long-distance move we pack during the day and load the large truck when it is allowed in, usually after dark. If your building does not allow night loading we store the packed cartons in our Okhla warehouse overnight.',
    },
    {
      question: 'Does winter fog delay deliveries from Delhi?',
      answer:
        'It can add a day in December and January, mostly on the roads east towards Lucknow. We give you a delivery window that already allows for it, and the driver’s number so you can follow the truck.',
    },
  ],
} as const satisfies CityPageContent;
