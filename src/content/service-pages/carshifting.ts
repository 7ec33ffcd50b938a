import { carGallery } from '../art';
import { claims } from '../claims';
import { policies } from '../policies';
import { bookFor, callCta } from './common';
import { estimateCta } from '@/features/estimate/content/estimate';
import type { ServicePageContent } from './types';

export const carshifting = {
  slug: 'carshifting',
  metaTitle: 'Car Shifting Across India',
  description: `Door-to-door car transport in closed carriers across India, insured in transit, delivered in ${policies.carTransitDays}.`,
  hero: {
    title: 'Door-to-Door Car Transport Across India',
    intro: `We collect your car from your gate and hand it over at your new address, in ${claims.cities.value} cities and the routes between them, in ${policies.carTransitDays} depending on distance.`,
    ctas: [
      { label: 'Book Car Transport', href: bookFor('carshifting') },
      callCta,
      estimateCta('?cars=1'),
    ],
  },
  blocks: [
    {
      kind: 'prose',
      title: 'All-India, door to door',
      paragraphs: [
        'Driving your car across the country costs fuel, tolls, hotel nights and wear on the engine. Sending it with us costs a single fixed price and none of your time.',
        'A driver brings the car to the carrier at your pick-up point, we record its condition together with you, and it travels strapped in a closed carrier to your new city. At the other end the same checks are done before you sign.',
      ],
      points: [
        'Hatchbacks, sedans, SUVs and vintage cars',
        'Pick-up and delivery at your address',
        'One price including loading, tolls and transit coverage',
      ],
    },
    {
      kind: 'features',
      title: 'Features',
      items: [
        {
          icon: 'Truck',
          title: 'Closed carriers',
          text: 'Dust, rain and stones stay out. Each car is held by wheel straps, never by its body.',
        },
        {
          icon: 'MapPin',
          title: 'Daily tracking',
          text: 'Your coordinator shares the carrier’s location every day until delivery.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Insured in transit',
          text: 'Transit coverage is part of the price, with a higher cover available for premium cars.',
        },
        {
          icon: 'ClipboardList',
          title: 'Condition report',
          text: 'Photos and a signed report at pick-up and at delivery, so nothing is left to memory.',
        },
      ],
    },
    {
      kind: 'gallery',
      title: 'How your car travels',
      pictures: carGallery,
    },
    {
      kind: 'faq',
      id: 'car-faq',
      title: 'Car shifting questions',
      items: [
        {
          question: 'How long does car transport take?',
          answer: `Between ${policies.carTransitDays}. Neighbouring cities take two to three days; the longest routes, such as Bhubaneswar to Ahmedabad, take up to ten.`,
        },
        {
          question: 'Is my car insured while it is with you?',
          answer:
            'Yes. Transit coverage is included in every car move from pick-up to delivery. For premium and vintage cars we recommend a higher declared value; ask your coordinator.',
        },
        {
          question: 'How should I prepare my car?',
          answer:
            'Leave about a quarter tank of fuel, remove valuables and loose accessories, fold the mirrors and note existing scratches. Keep the RC, insurance and PUC in the car’s file and give us copies with an ID proof.',
        },
      ],
    },
  ],
} as const satisfies ServicePageContent;
