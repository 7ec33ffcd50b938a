import type { ServiceSlug } from '../services';
import { bikeshifting } from './bikeshifting';
import { carshifting } from './carshifting';
import { householdshifting } from './householdshifting';
import { insurance } from './insurance';
import { loadingandunloading } from './loadingandunloading';
import { officeshifting } from './officeshifting';
import { packingandmoving } from './packingandmoving';
import { premoving } from './premoving';
import { quotation } from './quotation';
import { safestorage } from './safestorage';
import { smartmovebudget } from './smartmovebudget';
import type { ServicePageContent } from './types';

/** The 11 service pages, one per catalogue entry (the record type makes a missing one an error). */
export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  packingandmoving,
  carshifting,
  bikeshifting,
  householdshifting,
  insurance,
  loadingandunloading,
  officeshifting,
  premoving,
  quotation,
  safestorage,
  smartmovebudget,
};

export type { Block, Cta, Feature, ServicePageContent, Step } from './types';
