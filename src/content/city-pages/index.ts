import type { CitySlug } from '../cities';
import { ahmedabad } from './ahmedabad';
import { bangalore } from './bangalore';
import { bhubaneswar } from './bhubaneswar';
import { chennai } from './chennai';
import { delhi } from './delhi';
import { hyderabad } from './hyderabad';
import { jaipur } from './jaipur';
import { kolkata } from './kolkata';
import { lucknow } from './lucknow';
import { mumbai } from './mumbai';
import { nagpur } from './nagpur';
import { pune } from './pune';
import { surat } from './surat';
import type { CityPageContent } from './types';
import * as ahmedabadModule from './ahmedabad';
import * as bangaloreModule from './bangalore';
import * as bhubaneswarModule from './bhubaneswar';
import * as chennaiModule from './chennai';
import * as delhiModule from './delhi';
import * as hyderabadModule from './hyderabad';
import * as jaipurModule from './jaipur';
import * as kolkataModule from './kolkata';
import * as lucknowModule from './lucknow';
import * as mumbaiModule from './mumbai';
import * as nagpurModule from './nagpur';
import * as puneModule from './pune';
import * as suratModule from './surat';

export { officeLines, type BranchOffice, type CityPageContent } from './types';

/** Each branch city's own page (/packers-and-movers/{slug}); a city without one fails typecheck. */
export const cityPages = {
  bhubaneswar,
  mumbai,
  delhi,
  bangalore,
  hyderabad,
  chennai,
  kolkata,
  pune,
  ahmedabad,
  jaipur,
  lucknow,
  surat,
  nagpur,
} as const satisfies Record<CitySlug, CityPageContent>;

/**
 * Each city's module, for the Hindi and Odia pages: a translation is a file beside the city's
 * (`bangalore.hi.ts`), found through the module (inPageLocale(cityPageModules[slug])[slug]).
 */
export const cityPageModules: Record<CitySlug, Record<string, unknown>> = {
  ahmedabad: ahmedabadModule,
  bangalore: bangaloreModule,
  bhubaneswar: bhubaneswarModule,
  chennai: chennaiModule,
  delhi: delhiModule,
  hyderabad: hyderabadModule,
  jaipur: jaipurModule,
  kolkata: kolkataModule,
  lucknow: lucknowModule,
  mumbai: mumbaiModule,
  nagpur: nagpurModule,
  pune: puneModule,
  surat: suratModule,
};
