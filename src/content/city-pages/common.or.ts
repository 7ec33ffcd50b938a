// Left out: cityPagePath (a link), cityPriceSizes and the CityPriceSize type (keys, no words).
// Each function takes the names as the page passes them: give it the Odia city and state names
// (cities.or.ts), and Odia suffixes such as ରେ / ରୁ attach to them as Odia writes them.
import type * as en from './common';
import type { Translated } from '@/lib/i18n/translated';
import { DEFAULT_WITHIN_CITY_KM } from '@/features/estimate/settings/city-distances';
import { site } from '../site';

export const cityPageText: Translated<typeof en.cityPageText> = {
  metaTitle: (city: string) => `${city}ରେ ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ`,
  eyebrow: (city: string, state: string) => `${city}, ${state}`,
  title: (city: string) => `${city}ରେ ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ`,
  estimateCta: 'ତୁରନ୍ତ ଆନୁମାନିକ ଖର୍ଚ୍ଚ ଜାଣନ୍ତୁ',
  bookCta: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  callCta: `${site.phone.display} ନମ୍ବରରେ କଲ୍ କରନ୍ତୁ`,
  pricesTitle: (city: string) => `${city}ରୁ ସାଧାରଣ ଦର`,
  pricesIntro: (city: string) =>
    `ଦୁଇ ପଟେ ଲିଫ୍ଟ ଥିବା ବା ତଳ ମହଲାର ଘର, ସାଧାରଣ ପ୍ୟାକିଂ, କୌଣସି ଗାଡ଼ି ନାହିଁ ଓ ବୀମା ନାହିଁ ଧରି ଆମ ଆନୁମାନିକ ଖର୍ଚ୍ଚ ହିସାବରୁ ଏହି ଦର ବାହାରିଛି; 18 % ଜିଏସଟି ଧରାଯାଇଛି। ${city} ଭିତରେ ଆମେ ସହରର ଏ ମୁଣ୍ଡରୁ ସେ ମୁଣ୍ଡ ${DEFAULT_WITHIN_CITY_KM} କି.ମି. ସିଫ୍ଟିଂ ଧରିଛୁ। ଆପଣଙ୍କ ନିଜ ଖର୍ଚ୍ଚ ଆପଣ କ’ଣ ଓ କିପରି ନେଉଛନ୍ତି ତା ଉପରେ ନିର୍ଭର କରେ: ଆନୁମାନିକ ଖର୍ଚ୍ଚ ପୃଷ୍ଠା ଗୋଟିଏ ମିନିଟରେ ଜିନିଷ ଅନୁସାରେ ହିସାବ ଦେଖାଏ।`,
  within: (city: string) => `${city} ଭିତରେ`,
  route: (from: string, to: string) => `${from}ରୁ ${to}`,
  sizeLabels: { '1bhk': '1 BHK', '2bhk': '2 BHK', '3bhk': '3 BHK' },
  range: (low: string, high: string) => `${low} – ${high}`,
  estimateRoute: (route: string) => `ହିସାବ ଦେଖନ୍ତୁ: ${route}`,
  areasTitle: (city: string) => `${city}ରେ ଆମେ ସେବା ଦେଉଥିବା ଅଞ୍ଚଳ`,
  areasNote: (city: string) =>
    `ଆମ ${city} ଟିମ୍ ଏଗୁଡ଼ିକ ପାଖରେ ଥିବା ଜାଗାକୁ ମଧ୍ୟ ଯାଏ; ଆପଣଙ୍କ ଜାଗା ତାଲିକାରେ ନଥିଲେ ଆମକୁ ପଚାରନ୍ତୁ।`,
  notesTitle: (city: string) => `${city}ରେ ସିଫ୍ଟିଂ: ଆମେ କ’ଣ ଆଗରୁ ଯୋଜନା କରୁ`,
  officeTitle: (city: string) => `ଆମର ${city} କାର୍ଯ୍ୟାଳୟ`,
  headOffice: 'ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ',
  officeHours:
    'କାର୍ଯ୍ୟାଳୟ ସୋମବାରରୁ ଶନିବାର, ସକାଳ 9ଟାରୁ ସନ୍ଧ୍ୟା 7ଟା ପର୍ଯ୍ୟନ୍ତ ଖୋଲା। ଫୋନ୍ ଓ ହ୍ୱାଟସଆପରେ 24/7 ଉତ୍ତର ମିଳେ।',
  servicesTitle: (city: string) => `${city}ରେ ଆମ ସେବା`,
  questionsTitle: (city: string) => `${city}ର ଲୋକମାନେ ଆମକୁ ପଚାରୁଥିବା ପ୍ରଶ୍ନ`,
  otherCitiesTitle: 'ଆମର ଅନ୍ୟ ଶାଖା ସହର',
  shareCardText: (city: string, areas: readonly string[]) =>
    `${city}ରେ ସ୍ଥାନୀୟ ଟିମ୍ ଓ କାର୍ଯ୍ୟାଳୟ: ${areas.slice(0, 4).join(', ')} ଓ ଆହୁରି ଅନେକ।`,
};
