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
