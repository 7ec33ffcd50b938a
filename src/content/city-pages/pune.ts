import type { CityPageContent } from './types';

export const pune = {
  intro:
    'Pune grows in every direction at once: IT parks in Hinjewadi and Kharadi, new townships in Wakad, Undri and Wagholi, and a steady flow of families between Pune and Mumbai on the expressway. Our Baner branch sits between the western IT belt and the city, so a crew reaches most of Pune within the hour.',
  description:
    'Packers and movers in Pune from our Baner branch: Hinjewadi and Kharadi moves, same-day Pune–Mumbai shifts, PCMC townships, and prices in rupees.',
  areas: [
    'Hinjewadi',
    'Wakad',
    'Baner',
    'Aundh',
    'Kothrud',
    'Pimple Saudagar',
    'Pimpri-Chinchwad',
    'Viman Nagar',
    'Kalyani Nagar',
    'Kharadi',
    'Wagholi',
    'Hadapsar',
    'Magarpatta',
    'Undri',
  ],
  localNotes: [
    {
      title: 'Pune to Mumbai in a day',
      text: 'The expressway makes a Pune–Mumbai move a one-day job for most homes: we load in the morning, cross the ghat section before noon and unload in the afternoon. In the monsoon the ghat can slow to a crawl in heavy rain, so we leave an hour earlier and carry extra tarpaulins.',
    },
    {
      title: 'Townships and new possessions',
      text: 'Large townships in Hinjewadi, Wakad and Wagholi hand over flats in phases, and the first families often move in while the site is still busy. We check with the township office which gate and lift the builder allows for moves, and bring floor protection for new tiles.',
    },
    {
      title: 'East to west across the city',
      text: 'A move from Kharadi or Viman Nagar to Hinjewadi crosses the whole city and the university road bottleneck. We schedule it for a weekend morning where we can; on a weekday, the quote allows for the extra hours.',
    },
  ],
  office: {
    street: 'Office 5, Shreeji Complex, Baner Road',
    town: 'Pune',
    region: 'Maharashtra',
    postalCode: '411045',
    landmark: 'On Baner Road, close to the Balewadi Phata junction.',
  },
  destinations: ['mumbai', 'bangalore', 'hyderabad', 'nagpur'],
  services: [
    {
      slug: 'householdshifting',
      note: 'First moves into new township flats, with floor protection for fresh tiles.',
    },
    {
      slug: 'officeshifting',
      note: 'IT-park office moves in Hinjewadi and Kharadi over a weekend.',
    },
    {
      slug: 'carshifting',
      note: 'Cars between Pune and Mumbai the same day; to Bangalore in two to three days.',
    },
    {
      slug: 'quotation',
      note: 'A video survey from Baner for flats across PCMC, with a written quote the same day.',
    },
  ],
  questions: [
    {
      question: 'Can my Pune to Mumbai move happen in one day?',
      answer:
        'For most one- and two-bedroom homes, yes. We load early, take the expressway and unload the same afternoon. Three-bedroom homes and moves into Mumbai societies with strict hours may be unloaded the next morning.',
    },
    {
      question: 'We are taking possession of a new flat in a township. Anything we should know?',
      answer:
        'Ask the township office which lift and gate are for moves and whether they need a letter from us. We bring floor and lift protection as standard, because new tiles and lift panels scratch easily.',
    },
    {
      question: 'Do you cover Pimpri-Chinchwad as well as Pune city?',
      answer:
        'Yes. Our Baner crew covers PCMC, including Pimple Saudagar, Wakad, Chinchwad and Bhosari, at local-move prices.',
    },
  ],
} as const satisfies CityPageContent;
