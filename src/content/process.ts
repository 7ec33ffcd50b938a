export const processSection = {
  metaTitle: 'Our 5-Step Moving Process',
  description:
    'How a MoveEase move works in five steps: your request, a free survey and quote, careful packing, tracked transport, and delivery with unpacking.',
  eyebrow: 'How it works',
  heading: 'Our 5-step moving process',
  text: 'Every move follows the same five steps, so you always know what happens next and who is responsible for it.',
  stepLabel: 'Step',
  steps: [
    {
      icon: 'PhoneCall',
      title: 'Tell us about your move',
      text: 'Book online, call or WhatsApp us with your addresses, dates and a rough list of what is moving.',
    },
    {
      icon: 'ClipboardList',
      title: 'Free survey and quote',
      text: 'A surveyor checks your belongings in person or on a video call. You get an itemised, written quote.',
    },
    {
      icon: 'Package',
      title: 'Careful packing',
      text: 'On moving day our crew packs and labels everything with premium materials, room by room.',
    },
    {
      icon: 'Truck',
      title: 'Safe, tracked transport',
      text: 'Loaded with proper equipment into a closed, GPS-tracked truck. You can follow it all the way.',
    },
    {
      icon: 'House',
      title: 'Delivery and setup',
      text: 'We unload, unpack, place furniture where you want it, and take the packing waste away.',
    },
  ],
} as const;
