import type { CityPageContent } from './types';

export const mumbai = {
  intro:
    'Moving in Mumbai is mostly about access: a housing society that must approve the move, a service lift to book, a lane too narrow for a truck and a monsoon that can last four months. Our Andheri team plans each of those before the survey is over, from Colaba to Mira Road and across the harbour to Navi Mumbai.',
  description:
    'Packers and movers in Mumbai from our Andheri East branch: society NOCs, service-lift slots, monsoon packing and moves to Pune, Bangalore and Delhi.',
  areas: [
    'Andheri',
    'Bandra',
    'Powai',
    'Goregaon',
    'Malad',
    'Borivali',
    'Dadar',
    'Lower Parel',
    'Chembur',
    'Mulund',
    'Thane',
    'Vashi',
    'Kharghar',
    'Mira Road',
  ],
  localNotes: [
    {
      title: 'Society permission and lift slots',
      text: 'Most Mumbai housing societies want a written request, the mover’s details and sometimes a no-dues letter before goods leave the building, and many allow moves only on weekdays between nine and six. We send the society office our letter and insurance details ahead of time and book the service lift for both buildings.',
    },
    {
      title: 'Narrow lanes and shuttle loading',
      text: 'Where a seventeen-foot truck cannot reach the gate, in Bandra’s lanes or the older chawls of Dadar and Girgaon, we park on the main road and shuttle the cartons in a small tempo. The survey tells you beforehand if that is needed, and the quote shows it as its own line.',
    },
    {
      title: 'Packing for the monsoon',
      text: 'From June to September every carton is sealed in plastic, sofas and mattresses are shrink-wrapped twice, and the truck carries tarpaulins. We avoid loading during the heaviest tide-and-rain warnings, because low-lying roads in Andheri subway and Sion can flood within an hour.',
    },
  ],
  office: {
    street: 'Unit 14, Sai Industrial Estate, Marol, Andheri (East)',
    town: 'Mumbai',
    region: 'Maharashtra',
    postalCode: '400059',
    landmark: 'Five minutes from Marol Naka metro station, behind the petrol pump.',
  },
  destinations: ['pune', 'bangalore', 'delhi', 'hyderabad'],
  services: [
    {
      slug: 'packingandmoving',
      note: 'Monsoon-proof packing with double wrap for wood and upholstery, June to September.',
    },
    {
      slug: 'officeshifting',
      note: 'Weekend office moves in BKC, Lower Parel and Powai, so Monday starts at the new desks.',
    },
    {
      slug: 'carshifting',
      note: 'Cars to Pune and Bangalore on closed carriers, collected from society parking.',
    },
    {
      slug: 'safestorage',
      note: 'Short storage while a Mumbai flat is being renovated, released on a day’s notice.',
    },
  ],
  questions: [
    {
      question: 'My society wants an NOC and the mover’s details. Can you help?',
      answer:
        'Yes. Give us the society office’s number and we send them our company letter, the crew list, the vehicle number and our insurance certificate. We can also book the service lift and a parking slot for the truck on your behalf.',
    },
    {
      question: 'Can you move us on a Sunday?',
      answer:
        'We can, but many Mumbai societies do not allow moves on Sundays or after six in the evening. Check your society rules first; if both buildings allow it, Sunday costs the same as any other day.',
    },
    {
      question: 'How long does a move from Mumbai to Pune take?',
      answer:
        'Usually one day. We load in the morning, drive the expressway before the evening traffic and unload the same evening. Larger homes are unloaded the next morning if the new society does not allow evening moves.',
    },
  ],
} as const satisfies CityPageContent;
