import type { CityPageContent } from './types';

export const lucknow = {
  intro:
    'Lucknow is a city of postings and homecomings: officers and bank staff transferred in and out of the state capital, and families returning from Delhi or Mumbai to be near their parents. Our Gomti Nagar branch moves both, from the bungalows of Civil Lines to the new colonies along the Shaheed Path.',
  description:
    'Packers and movers in Lucknow from our Gomti Nagar branch: transfer moves, the lanes of Chowk and Aminabad, winter-fog planning, prices to Delhi and Kolkata.',
  areas: [
    'Gomti Nagar',
    'Indira Nagar',
    'Mahanagar',
    'Aliganj',
    'Jankipuram',
    'Vikas Nagar',
    'Hazratganj',
    'Aminabad',
    'Chowk',
    'Alambagh',
    'Ashiyana',
    'Rajajipuram',
    'Sushant Golf City',
    'Vrindavan Yojana',
  ],
  localNotes: [
    {
      title: 'Transfers to and from the capital',
      text: 'State officers, bank staff and teachers often move at short notice with a joining date already fixed. We survey within a day of your call, pack in one day for most homes, and give you an itemised inventory and GST invoice for your transfer claim.',
    },
    {
      title: 'Chowk, Aminabad and the old city',
      text: 'In the lanes around Chowk and Aminabad a truck cannot stop outside most houses during market hours. We load before the shops open, using a small vehicle to reach the main road, and avoid the busiest market evenings before festivals.',
    },
    {
      title: 'Fog on the winter highways',
      text: 'In December and January dense fog closes in on the highways to Delhi and Kolkata, often until late morning. Our drivers do not drive in zero visibility, so the delivery window we quote in winter is a day wider.',
    },
  ],
  office: {
    street: '2/15, Vibhuti Khand, Gomti Nagar',
    town: 'Lucknow',
    region: 'Uttar Pradesh',
    postalCode: '226010',
    landmark: 'In Vibhuti Khand, behind the row of banks facing the Gomti Nagar main road.',
  },
  destinations: ['delhi', 'kolkata', 'jaipur', 'mumbai'],
  services: [
    {
      slug: 'householdshifting',
      note: 'Transfer moves with a survey within a day and a claim-ready inventory.',
    },
    {
      slug: 'carshifting',
      note: 'Cars to Delhi and Kolkata on closed carriers, with extra time allowed in foggy months.',
    },
    {
      slug: 'safestorage',
      note: 'Storage in Lucknow while official accommodation at the new posting is allotted.',
    },
    {
      slug: 'smartmovebudget',
      note: 'Shared-truck moves for students and single professionals heading to Delhi.',
    },
  ],
  questions: [
    {
      question: 'I have a transfer order with a joining date next week. Is that enough time?',
      answer:
        'Usually, yes. We survey within a day, pack and load in one more, and deliver within the quoted window. If the new house is not ready, we keep the goods in storage until it is.',
    },
    {
      question: 'Can you load in Aminabad or Chowk?',
      answer:
        'Yes, early in the morning before the markets open. A small vehicle takes the goods from your door to the truck on the main road, and the quote shows that step.',
    },
    {
      question: 'Will fog delay my move from Lucknow to Delhi in January?',
      answer:
        'It may add half a day to a day. We quote a winter delivery window that already allows for it, and our drivers wait for visibility rather than risk your goods.',
    },
  ],
} as const satisfies CityPageContent;
