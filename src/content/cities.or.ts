// Left out: citySlugs (slugs, no words) and the CitySlug type. Slugs are copied; the head office's
// name here is the one in site.or.ts, so a page that compares them finds the head office.
import type * as en from './cities';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.or';
import { site } from './site.or';

export const cities: Translated<typeof en.cities> = [
  { slug: 'bhubaneswar', name: 'ଭୁବନେଶ୍ୱର', state: 'ଓଡ଼ିଶା' },
  { slug: 'mumbai', name: 'ମୁମ୍ବାଇ', state: 'ମହାରାଷ୍ଟ୍ର' },
  { slug: 'delhi', name: 'ଦିଲ୍ଲୀ', state: 'ଦିଲ୍ଲୀ NCR' },
  { slug: 'bangalore', name: 'ବେଙ୍ଗାଲୁରୁ', state: 'କର୍ଣ୍ଣାଟକ' },
  { slug: 'hyderabad', name: 'ହାଇଦ୍ରାବାଦ', state: 'ତେଲଙ୍ଗାନା' },
  { slug: 'chennai', name: 'ଚେନ୍ନାଇ', state: 'ତାମିଲନାଡୁ' },
  { slug: 'kolkata', name: 'କୋଲକାତା', state: 'ପଶ୍ଚିମବଙ୍ଗ' },
  { slug: 'pune', name: 'ପୁଣେ', state: 'ମହାରାଷ୍ଟ୍ର' },
  { slug: 'ahmedabad', name: 'ଅହମଦାବାଦ', state: 'ଗୁଜରାଟ' },
  { slug: 'jaipur', name: 'ଜୟପୁର', state: 'ରାଜସ୍ଥାନ' },
  { slug: 'lucknow', name: 'ଲକ୍ଷ୍ନୌ', state: 'ଉତ୍ତରପ୍ରଦେଶ' },
  { slug: 'surat', name: 'ସୁରଟ', state: 'ଗୁଜରାଟ' },
  { slug: 'nagpur', name: 'ନାଗପୁର', state: 'ମହାରାଷ୍ଟ୍ର' },
];

export function cityBySlug(slug: string) {
  return cities.find((city) => city.slug === slug);
}

export const operation: Translated<typeof en.operation> = {
  metaTitle: 'ଆମେ ସେବା ଦେଉଥିବା ସହର',
  description: `MoveEaseର ${cities.length}ଟି ଭାରତୀୟ ସହରରେ ଶାଖା ଅଛି, ଭୁବନେଶ୍ୱରଠାରୁ ମୁମ୍ବାଇ, ଦିଲ୍ଲୀ ଓ ବେଙ୍ଗାଲୁରୁ ପର୍ଯ୍ୟନ୍ତ, ଏବଂ ଆମେ ${claims.cities.value} ସହରକୁ ଘର ଓ ଅଫିସ୍ ସିଫ୍ଟ କରୁ।`,
  eyebrow: 'ଆମେ କେଉଁଠି କାମ କରୁ',
  heading: 'ଆମ ସେବା ଥିବା ସହର',
  text: `${cities.length}ଟି ସହରରେ ସ୍ଥାନୀୟ ଟିମ୍ ଓ ଗୋଦାମ, ଏବଂ ସେଥିମଧ୍ୟରୁ ଯେକୌଣସି ସହର ଓ ସମଗ୍ର ଭାରତର ${claims.cities.value} ସ୍ଥାନ ମଧ୍ୟରେ ଘରୁ ଘର ସିଫ୍ଟିଂ।`,
  headOfficeCity: site.address.city,
  headOfficeLabel: 'ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ',
  note: 'ଆପଣଙ୍କ ସହର ଏହି ତାଲିକାରେ ନାହିଁ କି? ଖୁବ୍ ସମ୍ଭବ ଆମେ ସେଠାକୁ ମଧ୍ୟ ଯାଉ: ଆମଠାରୁ କୋଟେସନ୍ ମାଗନ୍ତୁ।',
};
