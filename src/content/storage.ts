import type { IconName } from './icons';

/** A storage plan (spec §9, display only). */
export interface StorageOption {
  id: string;
  title: string;
  price: string;
  sizes: string;
  text: string;
  points: readonly string[];
}

/** Read out before a plan's unit sizes, for screen readers (the ruler icon says it to the eye). */
export const storageSizesLabel = 'Unit sizes: ';

/** Shown on /services/safestorage and /pricing: one source for every number. */
export const storageOptions = [
  {
    id: 'short-term',
    title: 'Short-term Storage',
    price: 'From $49/month',
    sizes: "5'x5' to 10'x20'",
    text: 'For the weeks between handing over one home and getting the keys to the next.',
    points: [
      'Month-to-month, no lock-in',
      'Pick-up and delivery with your move',
      'Access with 24 hours notice',
    ],
  },
  {
    id: 'long-term',
    title: 'Long-term Storage',
    price: 'From $89/month',
    sizes: "10'x10' to 10'x30'",
    text: 'For postings abroad, renovations and homes that are downsizing for a while.',
    points: [
      'Quarterly inventory checks',
      'Furniture kept on raised pallets',
      'Lower rate for 6+ months',
    ],
  },
  {
    id: 'specialty',
    title: 'Specialty Storage',
    price: 'Custom pricing',
    sizes: 'Custom sizes',
    text: 'For pianos, artwork, office records and stock that need their own space and care.',
    points: [
      'Separate bays for high-value items',
      'Document boxes with indexed retrieval',
      'Priced after a survey',
    ],
  },
] as const satisfies readonly StorageOption[];

/** The three things every storage bay has (spec: features). */
export const storageFeatures = [
  {
    icon: 'Thermometer',
    title: 'Climate Controlled',
    text: 'Temperature and humidity are held steady through the monsoon and the summer, so wood does not swell and fabrics do not mildew.',
  },
  {
    icon: 'Cctv',
    title: '24/7 Surveillance',
    text: 'Cameras cover every aisle and door around the clock, with recordings kept for 30 days and a guard on site at night.',
  },
  {
    icon: 'LockKeyhole',
    title: 'Restricted Access',
    text: 'Only named staff and people you authorise in writing can enter, and every visit is logged against your inventory.',
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];
