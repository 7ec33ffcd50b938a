import { site } from '../site';
import type { CityPageContent } from './types';

export const bhubaneswar = {
  intro:
    'Our head office and largest warehouse are in Saheed Nagar, so Bhubaneswar moves are run by the people who started the company. We shift government quarters on transfer orders, family homes between Bhubaneswar and Cuttack, and staff of the Infocity campuses moving to Bangalore, Hyderabad or Kolkata.',
  description:
    'Packers and movers in Bhubaneswar from our Saheed Nagar head office: transfer moves, Cuttack twin-city shifts, cyclone-season planning and prices in rupees.',
  areas: [
    'Saheed Nagar',
    'Nayapalli',
    'Patia',
    'Chandrasekharpur',
    'Jaydev Vihar',
    'Infocity',
    'Khandagiri',
    'Old Town',
    'Rasulgarh',
    'Kalinga Nagar',
    'Pokhariput',
    'Cuttack',
    'Khurda',
    'Puri',
  ],
  localNotes: [
    {
      title: 'Transfer orders and official quarters',
      text: 'Many of our Bhubaneswar customers are state and central government employees moving on a transfer order. We can survey the quarters on the day the order arrives, give you a written inventory for your department, and time the handover of the keys with the estate office.',
    },
    {
      title: 'Cyclone season, October and November',
      text: 'Odisha watches the Bay of Bengal closely after the monsoon. When the weather department issues a cyclone warning we call every customer with a move in the next three days, agree a new date without any charge, and keep loaded goods indoors in our Saheed Nagar warehouse rather than on the highway.',
    },
    {
      title: 'Between the twin cities',
      text: 'Bhubaneswar to Cuttack is about thirty kilometres over the Mahanadi and Kathajodi bridges. A one- or two-bedroom home moves in a single day with one truck; we start loading early so the truck crosses before the evening rush on the Cuttack road.',
    },
  ],
  office: {
    street: site.address.street,
    town: site.address.city,
    region: site.address.region,
    postalCode: site.address.postalCode,
    landmark: 'Head office and warehouse, two streets behind the Saheed Nagar market complex.',
  },
  destinations: ['kolkata', 'hyderabad', 'bangalore', 'delhi'],
  services: [
    {
      slug: 'householdshifting',
      note: 'Transfer moves with a department-ready inventory and key handover for official quarters.',
    },
    {
      slug: 'safestorage',
      note: 'Our own warehouse in Saheed Nagar for a gap between leaving quarters and the new posting.',
    },
    {
      slug: 'carshifting',
      note: 'Closed carriers from Bhubaneswar to Kolkata and the south, picked up from your door.',
    },
    {
      slug: 'bikeshifting',
      note: 'Two-wheelers crated for long routes, or ridden across to Cuttack by our own rider.',
    },
  ],
  questions: [
    {
      question: 'Can you give me an inventory my department will accept for a transfer claim?',
      answer:
        'Yes. After the survey we give you a signed, itemised inventory with the volume, the truck used and the final invoice with GST, which is what most departments ask for when you claim transfer expenses. Tell us the format your office uses and we will follow it.',
    },
    {
      question: 'What happens to my booking if a cyclone warning is issued?',
      answer:
        'We move your date to the first safe day at no cost. If your goods are already packed, they wait in our covered warehouse in Saheed Nagar until the roads are open again, at no storage charge for the days of the warning.',
    },
    {
      question: 'Do you shift homes from Cuttack or Puri as well?',
      answer:
        'Yes, the Bhubaneswar crew covers Cuttack, Khurda and Puri. A move between Cuttack and Bhubaneswar is priced as a local move; from Puri we add the distance of about sixty kilometres.',
    },
  ],
} as const satisfies CityPageContent;
