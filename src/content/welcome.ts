import { claims } from './claims';
import { site } from './site';

export const welcome = {
  metaTitle: 'Welcome to MoveEase',
  description: `Who we are: a packers and movers company from Bhubaneswar, moving homes ${claims.experience.text}, with ${claims.teamExperience}, across India.`,
  eyebrow: 'Welcome',
  heading: `Welcome to ${site.name}`,
  paragraphs: [
    `We started in ${site.address.city} with one truck and a simple promise: treat every home we pack as if it were our own. We have kept it ${claims.experience.text}.`,
    `Our crews bring ${claims.teamExperience}. They pack with double-walled cartons, bubble wrap and custom wooden crates, load with proper equipment, and travel in closed, GPS-tracked trucks.`,
    'From a student moving one room across town to a company shifting two hundred workstations over a weekend, each move gets a survey, a written plan and one coordinator who answers your calls.',
  ],
  highlights: [
    'Free pre-move survey and itemised quote',
    'Own trucks and own trained staff',
    'Door-to-door, including unpacking and setup',
    'Transit insurance and a clear claims process',
  ],
  illustration: '/art/welcome-move.svg',
  illustrationAlt:
    'Illustration: a MoveEase truck being loaded with packed cartons outside a house',
  cta: { label: 'More about us', href: '/about' },
} as const;
