import type { CityPageContent } from './types';

export const ahmedabad = {
  intro:
    'Ahmedabad moves run from the pols of the walled city, where a handcart is sometimes the only vehicle that fits, to the apartment towers along SG Highway and the bungalows of Bopal. Our Navrangpura branch also covers Gandhinagar, where government transfers keep us busy all year.',
  description:
    'Packers and movers in Ahmedabad from our Navrangpura branch: pol-lane moves, SG Highway towers, Gandhinagar transfers and prices to Surat and Mumbai.',
  areas: [
    'Navrangpura',
    'Satellite',
    'Vastrapur',
    'Bodakdev',
    'Prahlad Nagar',
    'Thaltej',
    'SG Highway',
    'Bopal',
    'Naranpura',
    'Chandkheda',
    'Gota',
    'Maninagar',
    'Nikol',
    'Gandhinagar',
  ],
  localNotes: [
    {
      title: 'The pols of the old city',
      text: 'In the walled city around Manek Chowk and Kalupur, houses stand in narrow pols that a truck cannot enter. Our crew carries the goods to a tempo waiting at the nearest open road, and the quote shows that walk as its own line.',
    },
    {
      title: 'Summer heat and Uttarayan',
      text: 'May afternoons in Ahmedabad can pass forty-four degrees, so we start loading early and keep electronics out of the sun. Around Uttarayan in mid-January the terraces are full of kite flyers and some roads are crowded; we avoid booking moves on the festival days themselves.',
    },
    {
      title: 'Gandhinagar transfers',
      text: 'Officers posted to or from Gandhinagar often have a fixed joining date. We can pack on a Friday, store over the weekend in our own warehouse and deliver on the joining day, with an itemised inventory for the department.',
    },
  ],
  office: {
    street: 'Office 7, Sarthi Complex, Ashram Road, Navrangpura',
    town: 'Ahmedabad',
    region: 'Gujarat',
    postalCode: '380009',
    landmark: 'On Ashram Road, a few minutes from the Income Tax circle.',
  },
  destinations: ['surat', 'mumbai', 'jaipur', 'delhi'],
  services: [
    {
      slug: 'householdshifting',
      note: 'From pol houses to SG Highway towers, with a tempo shuttle where lanes are narrow.',
    },
    {
      slug: 'officeshifting',
      note: 'Office moves along SG Highway and in GIFT City, planned floor by floor.',
    },
    {
      slug: 'safestorage',
      note: 'Weekend storage that fits a transfer to Gandhinagar with a fixed joining date.',
    },
    {
      slug: 'bikeshifting',
      note: 'Two-wheelers to Surat and Mumbai, crated or ridden by our own rider.',
    },
  ],
  questions: [
    {
      question: 'My house is inside a pol. Can you still move it?',
      answer:
        'Yes. We carry the goods by hand to a small vehicle at the nearest road and transfer them to the truck there. The survey measures that distance, and it is priced in the quote before you book.',
    },
    {
      question: 'Can you deliver on the exact day I join in Gandhinagar?',
      answer:
        'Yes. We pack and load before your last working day, store the sealed goods in our warehouse if needed, and deliver on the joining date you give us.',
    },
    {
      question: 'How long does Ahmedabad to Mumbai take?',
      answer:
        'About five hundred and fifty kilometres: usually loaded one day and delivered the next. If your Mumbai society allows moves only on weekdays, we time the arrival for a weekday morning.',
    },
  ],
} as const satisfies CityPageContent;
