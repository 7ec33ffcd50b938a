import { claims } from './claims';
import type { IconName } from './icons';
import { site } from './site';

export const aboutPage = {
  metaTitle: 'About Us',
  description: `${site.name}: moving homes and offices across India from ${site.address.city} ${claims.experience.text}, with ${claims.teamExperience}.`,
  eyebrow: 'About us',
  title: 'Movers Who Treat Your Home Like Their Own',
  intro: `${site.name} began in ${site.address.city} with one truck and a simple promise: tell the customer the real price, and handle every carton as if it were ours. Since then (${site.founded}) we move homes, offices, cars and bikes across ${claims.cities.value} cities.`,
  storyTitle: 'Our story',
  story: [
    'We started because moving was the part of a transfer everyone dreaded. Quotes grew on moving day, crews changed between packing and unloading, and nobody answered the phone once the truck left.',
    `So we built the company the other way round: a free survey before every quote, GST shown on its own line, one crew from the first carton to the last, and a named coordinator who answers until delivery. Our founders and supervisors bring ${claims.teamExperience} in packing, transport and warehousing.`,
  ],
  statsTitle: 'MoveEase in numbers',
  stats: [
    { value: claims.experience.value, label: claims.experience.label },
    { value: claims.cities.value, label: claims.cities.label },
  ],
  valuesTitle: 'What we stand for',
  values: [
    {
      icon: 'FileText',
      title: 'The price we quote is the price you pay',
      text: 'Itemised quotes after a survey, GST on its own line, and no charges invented on moving day.',
    },
    {
      icon: 'Users',
      title: 'Our own trained crews',
      text: 'Packers and drivers on our payroll, trained in our packing methods, not day labour hired at the gate.',
    },
    {
      icon: 'Phone',
      title: 'Someone always answers',
      text: `${claims.support}, a named coordinator for every move, and a callback within 24 hours of any request.`,
    },
    {
      icon: 'Leaf',
      title: 'Less waste',
      text: 'Reusable crates and blankets wherever possible, and packing waste collected and recycled after unpacking.',
    },
  ] satisfies readonly { icon: IconName; title: string; text: string }[],
  ctaTitle: 'Let us plan your move',
  ctaText: `Book online or call ${site.phone.display}. ${claims.callbackPromise}`,
  ctaBook: 'Book Your Move',
  ctaServices: 'Explore Our Services',
} as const;
