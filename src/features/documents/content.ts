/** Every word issue 48 adds to the move's documents (the rest is in src/content/documents.ts). */
export const carriageTexts = {
  weight: 'Gross weight',
  distance: 'Distance',
  notWeighed: 'Not weighed',
  iba: 'IBA transporter no.',
  errors: {
    weightKg: 'Enter the gross weight in whole kilograms, as on the weighbridge slip.',
    distanceKm: 'Enter the road distance in whole kilometres.',
  },
  form: {
    weightKg: 'Gross weight, kg (lorry receipt, packing list)',
    distanceKm: 'Distance, km (lorry receipt, packing list; from the route when left empty)',
  },
} as const;
