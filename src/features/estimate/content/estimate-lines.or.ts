// Left out: nothing. Distances are written in Odia (କି.ମି.) with the same Indian grouping as formatKm.
import type * as en from './estimate-lines';
import { formatCount, formatInr } from '@/lib/format-inr';
import type { Translated } from '@/lib/i18n/translated';

export const sizeLabels: Translated<typeof en.sizeLabels> = {
  '1rk': '1 RK',
  '1bhk': '1 BHK',
  '2bhk': '2 BHK',
  '3bhk': '3 BHK',
  '4bhk': '4 BHK',
  office: 'ଅଫିସ୍',
};

export const packingLabels: Translated<typeof en.packingLabels> = {
  standard: 'ଷ୍ଟାଣ୍ଡାର୍ଡ ପ୍ୟାକିଂ',
  premium: 'ପ୍ରିମିୟମ୍ ପ୍ୟାକିଂ',
};

export const carTypeLabels: Translated<typeof en.carTypeLabels> = {
  hatchback: 'ହ୍ୟାଚବ୍ୟାକ୍',
  sedan: 'ସେଡାନ୍',
  suv: 'ଏସୟୁଭି',
};

export const bikeTypeLabels: Translated<typeof en.bikeTypeLabels> = {
  standard: 'ବାଇକ୍ ବା ସ୍କୁଟର',
  cruiser: 'କ୍ରୁଜର୍ ବା ସ୍ପୋର୍ଟସ୍ ବାଇକ୍',
};

// Odia nouns do not change with the count ("1ଟି ମହଲା", "3ଟି ମହଲା"): no plural forms needed.
const km = (value: number) => `${formatCount(value)} କି.ମି.`;

export const lineLabels: Translated<typeof en.lineLabels> = {
  base: (size, seats) =>
    size === 'office'
      ? `ପ୍ୟାକିଂ, ଲୋଡିଂ ଓ ଅନଲୋଡିଂ: ${seats ?? 0} ସିଟର ଅଫିସ୍`
      : `ପ୍ୟାକିଂ, ଲୋଡିଂ ଓ ଅନଲୋଡିଂ: ${sizeLabels[size]} ଘର`,
  premiumPacking: 'ପ୍ରିମିୟମ୍ ପ୍ୟାକିଂ: ଭଙ୍ଗୁର ଜିନିଷ ପାଇଁ ଅନେକ ସ୍ତରର ମୋଡ଼ା ଓ କ୍ରେଟ୍',
  transport: (distance) => `ବନ୍ଦ ଟ୍ରକରେ ପରିବହନ, ${km(distance)}`,
  stairsFrom: (count) => `ପିକଅପ୍ ସ୍ଥାନରେ ସିଡ଼ି: ଲିଫ୍ଟ ବିନା ${count}ଟି ମହଲା`,
  stairsTo: (count) => `ଡେଲିଭରି ସ୍ଥାନରେ ସିଡ଼ି: ଲିଫ୍ଟ ବିନା ${count}ଟି ମହଲା`,
  cars: (count, type) => `ବନ୍ଦ କ୍ୟାରିଅରରେ କାର୍ ପରିବହନ: ${count} × ${carTypeLabels[type]}`,
  bikes: (count, type) => `ଦୁଇଚକିଆ ଗାଡ଼ି ପରିବହନ: ${count} × ${bikeTypeLabels[type]}`,
  insurance: (percent, declaredValue) =>
    `ଟ୍ରାନଜିଟ୍ ବୀମା: ଘୋଷିତ ମୂଲ୍ୟ ${formatInr(declaredValue)}ର ${percent} %`,
};

export const assumptionTexts: Translated<typeof en.assumptionTexts> = {
  tableDistance: (from, to, distance) =>
    `${from} ରୁ ${to} ସଡ଼କ ଦୂରତା: ପ୍ରାୟ ${km(distance)}, ଆମ ସହରରୁ ସହର ଦୂରତା ତାଲିକା ଅନୁସାରେ।`,
  withinCity: (city, distance) => `${city} ସହର ଭିତରେ ପ୍ରାୟ ${km(distance)}ର ସିଫ୍ଟିଂ।`,
  givenDistance: (distance) => `ଆପଣ ଦେଇଥିବା ସଡ଼କ ଦୂରତା: ${km(distance)}।`,
  homeVolume: (size, seats) =>
    size === 'office'
      ? `${seats ?? 0} ସିଟର ଏକ ସାଧାରଣ ଅଫିସର ଆସବାବପତ୍ର ଓ ଉପକରଣ।`
      : `ଏକ ସାଧାରଣ ${sizeLabels[size]} ଘରର ସାମାନ; ମାଗଣା ସର୍ଭେରେ ସାମାନର ପରିମାଣ ନିଶ୍ଚିତ ହୁଏ, ଓ ଅନ୍ତିମ ଦର ଦେଖାଯାଇଥିବା ସୀମା ଭିତରେ ରହେ।`,
  lifts: 'ଯେଉଁଠି ଲିଫ୍ଟ ଅଛି ବୋଲି ଆପଣ କହିଛନ୍ତି, ସେଠାରେ ଆସବାବପତ୍ର ଲିଫ୍ଟରେ ଯାଏ; ନହେଲେ ସାମାନ ସିଡ଼ି ଦେଇ ଯାଏ।',
  noInsurance: (percent) =>
    `ଟ୍ରାନଜିଟ୍ ବୀମା ନାହିଁ: ବୀମା ଯୋଡ଼ିବାକୁ ଆପଣଙ୍କ ସାମାନର ମୂଲ୍ୟ ଜଣାନ୍ତୁ, ଖର୍ଚ୍ଚ ତାହାର ${percent} %।`,
  gst: (percent) => `ପୂରା ସେବା ଉପରେ ${percent} % ଜିଏସଟି।`,
  validity: (days) => `ଆଜିଠାରୁ ${days} ଦିନ ପର୍ଯ୍ୟନ୍ତ ବୈଧ।`,
};
