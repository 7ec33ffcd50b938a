import type { CityPageContent } from './types';

export const kolkata = {
  intro:
    'Many Kolkata homes are in older buildings without a lift, on the second, third or fourth floor of a house in north or central Kolkata, while the newer flats of Salt Lake, New Town and Rajarhat have lifts and wide roads. Our Salt Lake branch sends a crew sized for the stairs, not only for the number of rooms.',
  description:
    'Packers and movers in Kolkata from our Salt Lake branch: walk-up buildings, Howrah and New Town moves, and prices to Bhubaneswar, Delhi and Bangalore.',
  areas: [
    'Salt Lake',
    'New Town',
    'Rajarhat',
    'Lake Town',
    'Dum Dum',
    'Ballygunge',
    'Park Street',
    'Alipore',
    'Behala',
    'Tollygunge',
    'Jadavpur',
    'Garia',
    'Kasba',
    'Howrah',
  ],
  localNotes: [
    {
      title: 'Stairs instead of lifts',
      text: 'In Shyambazar, Bhowanipore or Ballygunge a flat on the third floor of an old house often means three flights of narrow stairs and a tight turn at each landing. The survey measures the stairwell, we send extra hands, and heavy pieces such as almirahs are taken apart where they were built to come apart.',
    },
    {
      title: 'Crossing the river',
      text: 'Moves between Kolkata and Howrah cross the Hooghly by one of the bridges, where goods vehicles face timing restrictions and long queues. We plan the crossing for the hours allowed to trucks and tell you when to expect the truck on the other side.',
    },
    {
      title: 'Rain and festival weeks',
      text: 'Heavy monsoon showers flood some streets for a few hours, and during Durga Puja traffic around the big pandals slows the whole city for a week. If your move falls in Puja week, book early: we move fewer homes a day then, so each one stays on time.',
    },
  ],
  office: {
    street: 'Plot 9, Block EP, Sector V, Salt Lake',
    town: 'Kolkata',
    region: 'West Bengal',
    postalCode: '700091',
    landmark: 'In the Sector V office area, near the College More crossing.',
  },
  destinations: ['bhubaneswar', 'delhi', 'bangalore', 'hyderabad'],
  services: [
    {
      slug: 'loadingandunloading',
      note: 'Extra hands for walk-up buildings, sized by the survey to the stairs and the turns.',
    },
    {
      slug: 'householdshifting',
      note: 'From the old houses of north Kolkata to new flats in New Town, almirahs and all.',
    },
    {
      slug: 'carshifting',
      note: 'Cars to Bhubaneswar and Delhi on closed carriers, with a handover checklist.',
    },
    {
      slug: 'safestorage',
      note: 'Storage near Salt Lake for families waiting on a new flat’s possession date.',
    },
  ],
  questions: [
    {
      question: 'My flat is on the fourth floor with no lift. Does that cost more?',
      answer:
        'Yes, a little: each floor carried by hand adds a fixed charge per home size, shown as its own line in the quote. The survey counts the floors at both ends so there is no surprise on the day.',
    },
    {
      question: 'Can you move us during Durga Puja?',
      answer:
        'Yes, but plan early. Traffic is slow for the whole week, so we take fewer moves on those days and start each one earlier. Book at least two weeks ahead if your date falls in Puja week.',
    },
    {
      question: 'Do you move between Kolkata and Howrah?',
      answer:
        'Yes, it is a local move for us. We cross the river in the hours when goods vehicles are allowed on the bridges, which we agree with you when we fix the time.',
    },
  ],
} as const satisfies CityPageContent;
