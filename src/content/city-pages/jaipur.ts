import type { CityPageContent } from './types';

export const jaipur = {
  intro:
    'Jaipur homes often hold things that need more care than cartons: carved wooden furniture, brass and marble pieces, blue pottery and framed miniatures. Our Sitapura branch packs them piece by piece, whether the move is from a haveli near the old city walls or a flat in Mansarovar or Jagatpura.',
  description:
    'Packers and movers in Jaipur from our Sitapura branch: careful packing for handicrafts and marble, walled-city moves, and prices to Delhi and Ahmedabad.',
  areas: [
    'Malviya Nagar',
    'Mansarovar',
    'Vaishali Nagar',
    'Jagatpura',
    'C-Scheme',
    'Raja Park',
    'Bani Park',
    'Civil Lines',
    'Tonk Road',
    'Sodala',
    'Vidhyadhar Nagar',
    'Pratap Nagar',
    'Sitapura',
    'Ajmer Road',
  ],
  localNotes: [
    {
      title: 'Handicrafts, marble and heavy wood',
      text: 'Marble tabletops travel upright in wooden crates, never flat; carved sheesham furniture is wrapped in foam at every edge; pottery and glass go in double-walled cartons with each piece wrapped separately. We list these items by name on the inventory so nothing is packed blind.',
    },
    {
      title: 'Inside the walled city',
      text: 'The bazaars of the Pink City are busy all day and many lanes are too narrow for a truck. We use a small vehicle inside the walls, load early in the morning before the shops open, and transfer to the main truck outside the gates.',
    },
    {
      title: 'Dust and summer heat',
      text: 'From April to June hot, dusty winds blow in the afternoons. Every carton is taped on all seams, upholstery is wrapped before it leaves the room, and we aim to finish loading before the midday heat.',
    },
  ],
  office: {
    street: 'G-12, Sitapura Industrial Area, Tonk Road',
    town: 'Jaipur',
    region: 'Rajasthan',
    postalCode: '302022',
    landmark: 'In the Sitapura industrial area, off Tonk Road towards the airport side.',
  },
  destinations: ['delhi', 'ahmedabad', 'mumbai', 'lucknow'],
  services: [
    {
      slug: 'packingandmoving',
      note: 'Crates for marble and glass, foam for carved wood, each handicraft wrapped alone.',
    },
    {
      slug: 'insurance',
      note: 'Declared-value cover for antiques and art, listed piece by piece.',
    },
    {
      slug: 'householdshifting',
      note: 'Havelis inside the walls and flats in Mansarovar, Jagatpura and Vaishali Nagar.',
    },
    {
      slug: 'carshifting',
      note: 'Cars to Delhi overnight and to Ahmedabad or Mumbai on closed carriers.',
    },
  ],
  questions: [
    {
      question: 'How do you pack a marble table top?',
      answer:
        'Standing on its edge in a wooden crate made to measure, with foam between the marble and the wood. Marble laid flat can crack from its own weight on a bumpy road, so we never carry it that way.',
    },
    {
      question: 'Can you move a house inside the old city walls?',
      answer:
        'Yes. We load a smaller vehicle at your door early in the morning, before the bazaars fill, and move the goods to the main truck outside the walls.',
    },
    {
      question: 'Is Jaipur to Delhi an overnight move?',
      answer:
        'Usually it is done in a day and a half: loaded in Jaipur in the morning, driven in the afternoon, and unloaded in Delhi the next morning because large trucks may enter Delhi only at certain hours.',
    },
  ],
} as const satisfies CityPageContent;
