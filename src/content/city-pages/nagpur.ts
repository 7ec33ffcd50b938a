import type { CityPageContent } from './types';

export const nagpur = {
  intro:
    'Nagpur sits at the centre of India, so moves from here go in every direction: south to Hyderabad, west to Pune and Mumbai, north to Delhi. Our Wardha Road branch also moves defence and railway families posted to Kamptee and the city, and engineers joining the MIHAN campus.',
  description:
    'Packers and movers in Nagpur from our Wardha Road branch: defence and railway postings, MIHAN moves, summer-heat planning, prices to Hyderabad and Pune.',
  areas: [
    'Dharampeth',
    'Ramdaspeth',
    'Civil Lines',
    'Sitabuldi',
    'Sadar',
    'Pratap Nagar',
    'Trimurti Nagar',
    'Manish Nagar',
    'Wardha Road',
    'MIHAN',
    'Hingna',
    'Nandanvan',
    'Koradi Road',
    'Kamptee',
  ],
  localNotes: [
    {
      title: 'One of India’s hottest summers',
      text: 'In May, Nagpur afternoons can reach forty-six degrees or more. We pack from seven in the morning, load before noon, keep electronics and medicines in the cab and plan long drives for the evening and night.',
    },
    {
      title: 'Postings to Kamptee and the city',
      text: 'Army and railway families move on posting orders with fixed reporting dates. We work to the date on the order, pack to the inventory format the unit asks for, and store goods if the new quarters are not yet allotted.',
    },
    {
      title: 'A junction for every direction',
      text: 'Because Nagpur is central, most of our intercity routes from here are under a thousand kilometres. A move to Hyderabad or Pune usually reaches the other end in one to two days.',
    },
  ],
  office: {
    street: 'Plot 31, Wardha Road, near Chhatrapati Square',
    town: 'Nagpur',
    region: 'Maharashtra',
    postalCode: '440015',
    landmark: 'On Wardha Road between Chhatrapati Square and the MIHAN turn.',
  },
  destinations: ['hyderabad', 'pune', 'mumbai', 'delhi'],
  services: [
    {
      slug: 'householdshifting',
      note: 'Posting moves for defence and railway families, to the date on the order.',
    },
    {
      slug: 'safestorage',
      note: 'Storage on Wardha Road until quarters at the new station are allotted.',
    },
    {
      slug: 'bikeshifting',
      note: 'Two-wheelers to Hyderabad and Pune, crated, alongside your household.',
    },
    {
      slug: 'premoving',
      note: 'A pre-move plan for engineers joining MIHAN from other cities.',
    },
  ],
  questions: [
    {
      question: 'Is it safe to move in the Nagpur summer?',
      answer:
        'Yes, with the right timing. We start at dawn, finish loading before the worst of the heat and drive at night. Candles, medicines and electronics travel in the cab, not in the closed container.',
    },
    {
      question: 'Can you follow the inventory format of my unit for a posting?',
      answer:
        'Yes. Send us the format and we fill it in at the survey, signed by our crew leader, together with the GST invoice you need for the claim.',
    },
    {
      question: 'How long does Nagpur to Hyderabad take?',
      answer:
        'About five hundred kilometres: loaded one day, delivered the next. With a car on a separate carrier, the car arrives within a day of the household.',
    },
  ],
} as const satisfies CityPageContent;
