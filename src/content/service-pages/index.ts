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
import * as bikeshiftingModule from './bikeshifting';
import * as carshiftingModule from './carshifting';
import * as householdshiftingModule from './householdshifting';
import * as insuranceModule from './insurance';
import * as loadingandunloadingModule from './loadingandunloading';
import * as officeshiftingModule from './officeshifting';
import * as packingandmovingModule from './packingandmoving';
import * as premovingModule from './premoving';
import * as quotationModule from './quotation';
import * as safestorageModule from './safestorage';
import * as smartmovebudgetModule from './smartmovebudget';

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

/**
 * Each service page's module, for the Hindi and Odia pages: a translation is a file beside the
 * page's (`carshifting.hi.ts`), found through the module (see servicePageIn).
 */
export const servicePageModules: Record<ServiceSlug, Record<string, unknown>> = {
  bikeshifting: bikeshiftingModule,
  carshifting: carshiftingModule,
  householdshifting: householdshiftingModule,
  insurance: insuranceModule,
  loadingandunloading: loadingandunloadingModule,
  officeshifting: officeshiftingModule,
  packingandmoving: packingandmovingModule,
  premoving: premovingModule,
  quotation: quotationModule,
  safestorage: safestorageModule,
  smartmovebudget: smartmovebudgetModule,
};

export type { Block, Cta, Feature, ServicePageContent, Step } from './types';
