import { policies } from './policies';

/** A transit protection option (spec §9, display only). */
export interface InsuranceOption {
  id: string;
  title: string;
  rate: string;
  text: string;
  points: readonly string[];
}

/** Shown on /services/insurance and /pricing: one source for every number. */
export const insuranceOptions = [
  {
    id: 'basic',
    title: 'Basic Coverage',
    rate: '60¢ per lb per article',
    text: 'Included with every move at no extra cost. Compensation is by weight, so it suits everyday goods more than valuables.',
    points: [
      'No extra charge',
      'Covers loss and damage in transit',
      'Paid per pound of the affected article',
    ],
  },
  {
    id: 'enhanced',
    title: 'Enhanced Coverage',
    rate: '$1.50 per $100 valuation',
    text: 'You declare the value of your goods and pay a small charge on it. Claims are paid on the declared value, less depreciation.',
    points: [
      'Covers packing, transit and unloading',
      'You choose the declared value',
      'Good for electronics and furniture',
    ],
  },
  {
    id: 'full-value',
    title: 'Full Value Protection',
    rate: 'Complete replacement cost',
    text: 'A damaged item is repaired, replaced with a like item, or paid for at today’s replacement cost, at our choice and without depreciation.',
    points: [
      'Repair, replacement or cash settlement',
      'No depreciation deducted',
      'Recommended for intercity moves',
    ],
  },
] as const satisfies readonly InsuranceOption[];

export const claimsNote = `Claims are resolved within ${policies.claimsResolution} of receiving your claim form and photos.`;
