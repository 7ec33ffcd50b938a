import type { ServiceSlug } from './services';

/** An original illustration in public/illustrations (flat SVG, drawn for this site). */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
}

const illustration = (file: string, alt: string, caption?: string): Picture => ({
  src: `/illustrations/${file}.svg`,
  alt,
  width: 480,
  height: 320,
  ...(caption ? { caption } : {}),
});

/** One picture per service: on its catalogue card and at the top of its page. */
export const serviceArt = {
  packingandmoving: illustration(
    'packing',
    'An open moving box with a wrapped vase, beside stacked cartons and a roll of tape',
  ),
  carshifting: illustration('car', 'A car strapped onto the upper deck of a car carrier truck'),
  bikeshifting: illustration('bike', 'A motorbike wrapped in padding inside a wooden crate'),
  householdshifting: illustration(
    'household',
    'A house with a moving truck and boxes waiting at the door',
  ),
  insurance: illustration('insurance', 'A large shield with a tick in front of packed boxes'),
  loadingandunloading: illustration(
    'loading',
    'A hand truck with stacked cartons at the ramp of a truck',
  ),
  officeshifting: illustration(
    'office',
    'An office building with a desk chair, a monitor box and a file crate',
  ),
  premoving: illustration('premoving', 'A clipboard checklist next to a calendar and a pencil'),
  quotation: illustration('quotation', 'A written quote with a calculator and an approval badge'),
  safestorage: illustration(
    'storage',
    'A storage warehouse with one shutter open showing neatly stacked boxes',
  ),
  smartmovebudget: illustration('budget', 'A piggy bank with coins beside a moving box'),
} as const satisfies Record<ServiceSlug, Picture>;

/** The car shifting gallery (spec: a gallery of four images). */
export const carGallery = [
  illustration(
    'car-loading',
    'A hatchback driven up the ramp of a carrier',
    'Loading at your door with a hydraulic ramp',
  ),
  illustration(
    'car-wrapped',
    'A car under a fitted cover, held by wheel straps',
    'Covered and strapped at all four wheels',
  ),
  illustration(
    'car-highway',
    'A closed car carrier on a highway past green hills',
    'On the road with daily location updates',
  ),
  illustration(
    'car-delivery',
    'A car parked at a house beside a signed condition report',
    'Delivered and inspected with you',
  ),
] as const satisfies readonly Picture[];

export const aboutArt = illustration(
  'team',
  'Three movers in navy uniforms carrying boxes and a plant towards a truck',
);
