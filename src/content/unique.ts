export const unique = {
  metaTitle: 'What Makes Us Unique',
  description:
    'Premium packing materials, trained professionals, live GPS tracking and a white-glove service: what sets MoveEase apart from other packers and movers.',
  eyebrow: 'What makes us unique',
  heading: 'What makes us unique',
  text: 'Four things we do on every move that many movers only offer at extra cost, if at all.',
  cards: [
    {
      icon: 'Package',
      title: 'Premium packing',
      text: 'Double-walled cartons, bubble and foam wrap, stretch film and custom wooden crates for glass, art and electronics. Every box labelled by room.',
    },
    {
      icon: 'UsersRound',
      title: 'Trained professionals',
      text: 'Our crews are employees, not contractors: background-checked, uniformed and trained in packing, lifting and safe loading before their first move.',
    },
    {
      icon: 'Navigation',
      title: 'GPS tracking',
      text: 'Every truck carries live GPS. Ask your coordinator for the tracking link and see where your belongings are, from pickup to your new door.',
    },
    {
      icon: 'Gem',
      title: 'White glove service',
      text: 'We dismantle and reassemble furniture, fix curtain rods and lights, place everything where you want it and leave your new home clean.',
    },
  ],
} as const;
