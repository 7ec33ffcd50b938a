import type { CityPageContent } from './types';

export const bangalore = {
  intro:
    'Bangalore moves happen around the working week: IT professionals changing apartments between Whitefield and Electronic City, families moving closer to a new school, and new joiners arriving from across India with a bike and a few cartons. Our Kudlu Gate branch on Hosur Road times every move around Outer Ring Road traffic.',
  description:
    'Packers and movers in Bangalore from our Hosur Road branch: apartment moves around ORR traffic, bike transport and prices to Chennai, Hyderabad and Pune.',
  areas: [
    'Whitefield',
    'Electronic City',
    'Koramangala',
    'HSR Layout',
    'Indiranagar',
    'Marathahalli',
    'Bellandur',
    'Sarjapur Road',
    'Hebbal',
    'Yelahanka',
    'JP Nagar',
    'Jayanagar',
    'Banashankari',
    'Rajajinagar',
  ],
  localNotes: [
    {
      title: 'Timed around Outer Ring Road traffic',
      text: 'A move from Whitefield to Electronic City can take forty minutes at dawn and two and a half hours at six in the evening. We start loading at seven, aim to be on the Outer Ring Road before nine, and tell you the time the truck should reach the new gate.',
    },
    {
      title: 'Apartment associations and deposits',
      text: 'Most gated communities ask for a move-out pass and a booked lift, and many landlords inspect the flat before returning the deposit. We protect the lift cabin and the corridor floor, and take the wall-mounted TV and curtain rods down without leaving holes larger than the screws.',
    },
    {
      title: 'Arriving with a bike from another state',
      text: 'Many new joiners bring a two-wheeler. We move it crated, in the same truck or by rail parcel, and give you the transport receipt you will need later if you re-register it with the Karnataka transport department.',
    },
  ],
  office: {
    street: 'No. 27, 2nd Main, Kudlu Gate, Hosur Road',
    town: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560068',
    landmark: 'Off Hosur Road at Kudlu Gate, behind the bus stop towards Electronic City.',
  },
  destinations: ['chennai', 'hyderabad', 'pune', 'mumbai'],
  services: [
    {
      slug: 'bikeshifting',
      note: 'Bikes crated for the move to or from Bangalore, with the transport receipt for the RTO.',
    },
    {
      slug: 'packingandmoving',
      note: 'Apartment moves scheduled before the Outer Ring Road rush, lift and corridor protected.',
    },
    {
      slug: 'officeshifting',
      note: 'Startup and tech-park office moves over a weekend, desks and servers labelled by team.',
    },
    {
      slug: 'smartmovebudget',
      note: 'A budget plan for single professionals: a shared truck and self-packed cartons.',
    },
  ],
  questions: [
    {
      question: 'Can you move us on a weekday without me taking the whole day off?',
      answer:
        'Yes. Many of our Bangalore customers hand us the keys in the morning and come to the new flat in the evening. We send photos of the empty flat and of the unloaded rooms, and a crew leader stays on the phone for questions.',
    },
    {
      question: 'Can you move my bike from Bangalore to Chennai or Hyderabad?',
      answer:
        'Yes. The bike is drained of most of its fuel, padded and crated, and goes in the same truck as your household or on its own. Delivery takes one to three days depending on the city.',
    },
    {
      question: 'Do you help with the move-out inspection for my deposit?',
      answer:
        'We take down and pack fittings with care and leave the rooms swept. We do not repaint or repair, but we will point out any marks our crew made and fix them on the spot where we can.',
    },
  ],
} as const satisfies CityPageContent;
