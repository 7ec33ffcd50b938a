import type { CityPageContent } from './types';

export const hyderabad = {
  intro:
    'Hyderabad has two very different kinds of move: the new towers of Gachibowli, Kondapur and the Financial District, with wide approach roads and strict community rules, and the old neighbourhoods around Charminar and Secunderabad, where lanes are narrow and houses have several floors without a lift. Our Kondapur branch handles both every week.',
  description:
    'Packers and movers in Hyderabad from our Kondapur branch: gated-community moves in HITEC City, Old City lanes, and prices to Bangalore, Chennai and Pune.',
  areas: [
    'Gachibowli',
    'HITEC City',
    'Madhapur',
    'Kondapur',
    'Kukatpally',
    'Miyapur',
    'Manikonda',
    'Banjara Hills',
    'Jubilee Hills',
    'Begumpet',
    'Secunderabad',
    'Uppal',
    'LB Nagar',
    'Kompally',
  ],
  localNotes: [
    {
      title: 'Gated communities in the west of the city',
      text: 'In Gachibowli, Nanakramguda and Kokapet the security desk usually needs the crew’s names and the vehicle number a day before, and moves end by eight in the evening. We register the crew in advance so the truck is not held at the gate with the meter running.',
    },
    {
      title: 'Old City and Secunderabad',
      text: 'Around Charminar, Malakpet and the older parts of Secunderabad a large truck cannot reach most doors. We load a smaller vehicle at the house and transfer to the main truck on a wide road; the survey tells you how many floors are carried by hand and the quote shows what that costs.',
    },
    {
      title: 'Summer afternoons',
      text: 'April and May afternoons pass forty degrees. We pack electronics and medicines first, keep them in the cab rather than the closed container, and plan intercity departures for the evening so the truck crosses the Deccan plateau in the cool of the night.',
    },
  ],
  office: {
    street: 'Plot 58, Kondapur Main Road',
    town: 'Hyderabad',
    region: 'Telangana',
    postalCode: '500084',
    landmark: 'On the Kondapur main road, a short drive from the Botanical Garden junction.',
  },
  destinations: ['bangalore', 'chennai', 'pune', 'mumbai'],
  services: [
    {
      slug: 'householdshifting',
      note: 'Villa and tower moves in the west, multi-storey walk-ups in the Old City.',
    },
    {
      slug: 'loadingandunloading',
      note: 'Crews alone, when you have booked your own truck for a move within Telangana.',
    },
    {
      slug: 'carshifting',
      note: 'Cars to Bangalore and Pune overnight on closed carriers, door to door.',
    },
    {
      slug: 'premoving',
      note: 'A video survey and room-by-room plan for families moving into a new community.',
    },
  ],
  questions: [
    {
      question:
        'My community wants the crew list and vehicle number in advance. Do you provide it?',
      answer:
        'Yes. Once the date is fixed we send the names and ID numbers of the crew and the truck registration to you and to the community office, so the gate pass is ready when we arrive.',
    },
    {
      question: 'Can you move a house in the Old City where the truck cannot reach?',
      answer:
        'Yes. We carry the goods to a smaller vehicle at the door and transfer them to the truck on the main road. The survey counts the floors and the distance to the truck, and both are itemised in your quote.',
    },
    {
      question: 'How long does Hyderabad to Bangalore take?',
      answer:
        'About six hundred kilometres: we usually load one day and deliver the next afternoon. If you move a car too, it travels on a separate carrier and arrives within a day of the household goods.',
    },
  ],
} as const satisfies CityPageContent;
