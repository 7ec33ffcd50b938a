import { claims } from '../claims';
import { guidePath } from '../guides-paths';
import { bookFor } from './common';
import type { Feature, ServicePageContent, Step } from './types';

/** What a consultation covers; the planning guide prints these too. */
export const consultationItems = [
  {
    icon: 'ClipboardList',
    title: 'Inventory Assessment',
    text: 'A room-by-room list of what is going, what is staying and what needs special care, with the volume that decides the truck size.',
  },
  {
    icon: 'CalendarDays',
    title: 'Timeline Creation',
    text: 'A dated plan from today to handover: booking, packing days, utility transfers, society permissions and the move itself.',
  },
  {
    icon: 'Sofa',
    title: 'Specialty Item Review',
    text: 'Pianos, glass tops, idols, aquariums, large TVs and heirlooms: how each will be crated, wrapped or moved by hand.',
  },
  {
    icon: 'Route',
    title: 'Logistics Planning',
    text: 'Truck size, crew strength, parking and lift slots at both ends, the route, and where storage fits in if dates do not line up.',
  },
] as const satisfies readonly Feature[];

/** The five steps of a consultation (spec); the planning guide prints them too. */
export const premovingSteps = [
  {
    title: 'Initial Contact',
    text: 'You call, write or book online. We ask where, when and roughly how much, and fix a survey slot that suits you.',
  },
  {
    title: 'On-site Assessment',
    text: 'A planner visits (or joins a video call) to walk every room, measure large pieces and check stairs, lifts and parking.',
  },
  {
    title: 'Custom Plan Development',
    text: 'We turn the survey into a written plan: inventory, packing approach, truck and crew, dates, and an itemised quote.',
  },
  {
    title: 'Recommendation Review',
    text: 'We go through the plan with you, answer questions and adjust it: fewer services to save money, or more care where it matters.',
  },
  {
    title: 'Service Scheduling',
    text: 'Once you approve, your packing and moving days are booked, the crew is assigned and you get a named coordinator.',
  },
] as const satisfies readonly Step[];

export const premoving = {
  slug: 'premoving',
  metaTitle: 'Pre-Moving Planning and Consultation',
  description:
    'A free pre-move consultation: inventory assessment, a dated timeline, specialty item review and logistics planning before your move.',
  hero: {
    title: 'Pre-Moving Planning and Consultation',
    intro:
      'A good move is decided weeks before the truck arrives. Our planners survey your home, list what is going and build a timeline, so moving day becomes the easiest day of the move.',
    ctas: [
      { label: 'Book Consultation', href: bookFor('premoving') },
      { label: 'Download Planning Guide', href: guidePath('moving-plan'), variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'Why plan before you pack',
      items: [
        {
          icon: 'Target',
          title: 'Strategic Planning',
          text: 'We work back from your handover date: when to book, when to pack, when to disconnect utilities and when to update addresses.',
        },
        {
          icon: 'Scale',
          title: 'Resource Optimization',
          text: 'The survey tells us the truck, crew and boxes you really need, so you do not pay for a bigger truck or an extra day.',
        },
        {
          icon: 'Lightbulb',
          title: 'Expert Guidance',
          text: `Our planners bring ${claims.teamExperience} to tricky stairs, tight lanes and fragile heirlooms.`,
        },
      ],
    },
    {
      kind: 'features',
      title: 'What the consultation includes',
      intro:
        'The consultation is free and comes with a written plan you keep, whoever you move with.',
      items: consultationItems,
    },
    {
      kind: 'steps',
      title: 'Five steps to a planned move',
      items: premovingSteps,
      ctas: [
        { label: 'Book Consultation', href: bookFor('premoving') },
        { label: 'Download Planning Guide', href: guidePath('moving-plan'), variant: 'secondary' },
      ],
    },
  ],
} as const satisfies ServicePageContent;
