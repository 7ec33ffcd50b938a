import { tariff } from '../settings/tariff';

/** The /estimate page's words. Figures come from the tariff, never typed here. */
export const estimatePage = {
  path: '/estimate',
  title: 'Instant Moving Estimate',
  metaTitle: 'Instant Moving Estimate in ₹',
  description:
    'An itemised price in rupees for your home, office, car or bike move in thirty seconds: packing, transport, stairs, vehicles, insurance and GST, with nothing hidden.',
  intro:
    'Tell us about your move and see an itemised price in rupees straight away. No call, no sign-up: this is the price we hold for you if the survey finds what you told us.',
  navLabel: 'Estimate',
  formHeading: 'Your move',
  groups: {
    home: 'What you are moving',
    route: 'Where and when',
    floors: 'Floors and lifts',
    vehicles: 'Vehicles and insurance',
  },
  resultHeading: 'Your estimate',
  labels: {
    size: 'Home size',
    seats: 'Office seats (desks)',
    from: 'Moving from',
    to: 'Moving to',
    km: 'Road distance in km',
    floorFrom: 'Floor at pick-up',
    liftFrom: 'Lift at pick-up',
    floorTo: 'Floor at delivery',
    liftTo: 'Lift at delivery',
    packing: 'Packing',
    cars: 'Cars',
    carType: 'Car type',
    bikes: 'Bikes or scooters',
    bikeType: 'Bike type',
    declaredValue: 'Value of your goods in ₹ (for transit insurance)',
    date: 'Moving date (optional)',
  },
  hints: {
    seats: `Only for an office move: 1 to ${tariff.office.maxSeats} seats.`,
    km: 'Needed when a place is not in the list, or to price a move across one city (we assume 15 km otherwise).',
    floors: '0 is the ground floor.',
    declaredValue: `Leave 0 for no insurance; cover costs ${tariff.insurancePercent} % of the value.`,
  },
  otherPlace: 'Another place (give the km)',
  /** The values a first visit starts from. */
  defaults: {
    size: '2bhk',
    packing: 'standard',
    floorFrom: '0',
    liftFrom: 'false',
    floorTo: '0',
    liftTo: 'false',
    cars: '0',
    carType: 'sedan',
    bikes: '0',
    bikeType: 'standard',
    declaredValue: '0',
  },
  liftOptions: { true: 'Yes, a lift takes furniture', false: 'No lift' },
  submit: 'Show my estimate',
  submitHint: 'The estimate updates as you change the form.',
  total: 'Total with GST',
  seeBreakdown: 'See the breakdown',
  range: 'Final price after the free survey',
  rangeJoin: 'to',
  subtotal: 'Subtotal',
  gst: (percent: number) => `GST ${percent} %`,
  linesCaption: 'What the price is made of',
  itemHeader: 'Item',
  amountHeader: 'Amount',
  assumptionsHeading: 'What we assumed',
  includedHeading: 'Included in the price',
  included: [
    'Packing materials of the grade you chose, and the crew to pack',
    'Loading, unloading and unpacking at the new home',
    'A closed truck for your goods alone, never a shared one',
    'Tolls, fuel and the driver’s allowances',
    'Dismantling and refitting beds and wardrobes',
  ],
  extrasHeading: 'Costs extra (we tell you before the move, never on the day)',
  extras: [
    'Storage between the two homes, by the week',
    'Carrying more than 30 m from the truck to the door',
    'Hanging, electrical or plumbing work (chandeliers, geysers, ACs)',
    'Items the survey finds beyond a typical home of your size',
  ],
  noResult: 'Fill in the size of your move and where it goes, and your estimate appears here.',
  fixFields: 'Please correct the highlighted fields to see your estimate.',
  validUntil: (date: string) => `Valid until ${date}`,
  book: 'Book at this price',
  emailQuote: 'Email me this quote',
} as const;

/** The button to /estimate on the home hero, /pricing and the moving service pages. */
export const estimateCta = (preset = '') => ({
  label: 'See Your Price in ₹',
  href: `/estimate${preset}`,
  variant: 'secondary' as const,
});

/** How staff and emails read a stored estimate. */
export const estimateSummaryTexts = {
  line: (total: string, range: string, move: string, validUntil: string) =>
    `${total} with GST (survey range ${range}), ${move}, valid until ${validUntil}`,
  office: (seats: number) => `office of ${seats} seats`,
  km: (km: number) => `${km} km`,
  subtotal: 'Subtotal',
  gst: 'GST',
} as const;

/** The message beside each estimate field when its value is not accepted. */
export const estimateMessages = {
  size: 'Choose the size of your move: 1 RK to 4 BHK, or office.',
  seats: `For an office, give the number of seats: a whole number from 1 to ${tariff.office.maxSeats}.`,
  from: 'Choose a city from the list, or leave it empty and give the distance in km.',
  to: 'Choose a city from the list, or leave it empty and give the distance in km.',
  km: `Give the road distance in km: a whole number from 1 to ${tariff.limits.maxKm}.`,
  route:
    'Choose both cities (the same one for a move within a city), or give the road distance in km.',
  floor: `Give the floor as a whole number from 0 (ground) to ${tariff.limits.maxFloor}.`,
  lift: 'Say whether there is a lift: true or false.',
  packing: 'Choose standard or premium packing.',
  vehicles: `Give a whole number from 0 to ${tariff.limits.maxVehicles}.`,
  carType: 'Choose hatchback, sedan or SUV.',
  bikeType: 'Choose standard or cruiser.',
  declaredValue: `Give the value in whole rupees, from 0 to ${tariff.limits.maxDeclaredValue}.`,
} as const;
