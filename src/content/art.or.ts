// Every text export of art.ts is here (the Picture interface has no text): the pictures' alt
// texts and captions in Odia; files and sizes are the English ones.
import type * as en from './art';
import type { Translated } from '@/lib/i18n/translated';
import type { Picture } from './art';

const illustration = (file: string, alt: string, caption?: string): Picture => ({
  src: `/illustrations/${file}.svg`,
  alt,
  width: 480,
  height: 320,
  ...(caption ? { caption } : {}),
});

export const serviceArt: Translated<typeof en.serviceArt> = {
  packingandmoving: illustration(
    'packing',
    'ଗୁଡ଼ାଯାଇଥିବା ଫୁଲଦାନି ଥିବା ଏକ ଖୋଲା ବାକ୍ସ, ପାଖରେ ଥାକ ଥାକ କାର୍ଟନ୍ ଓ ଟେପ୍ ରୋଲ୍',
  ),
  carshifting: illustration('car', 'କାର୍ କ୍ୟାରିଅର ଟ୍ରକର ଉପର ମହଲାରେ ବନ୍ଧା ହୋଇଥିବା ଏକ କାର୍'),
  bikeshifting: illustration('bike', 'କାଠ କ୍ରେଟ୍ ଭିତରେ ପ୍ୟାଡିଂରେ ଗୁଡ଼ା ହୋଇଥିବା ଏକ ମୋଟରସାଇକେଲ୍'),
  householdshifting: illustration('household', 'ଦୁଆର ପାଖରେ ସିଫ୍ଟିଂ ଟ୍ରକ୍ ଓ ବାକ୍ସ ଥିବା ଏକ ଘର'),
  insurance: illustration('insurance', 'ପ୍ୟାକ୍ ହୋଇଥିବା ବାକ୍ସ ଆଗରେ ଟିକ୍ ଚିହ୍ନ ଥିବା ଏକ ବଡ଼ ଢାଲ'),
  loadingandunloading: illustration('loading', 'ଟ୍ରକର ରାମ୍ପ ପାଖରେ ଥାକ ଥାକ କାର୍ଟନ୍ ଥିବା ଏକ ହ୍ୟାଣ୍ଡ ଟ୍ରଲି'),
  officeshifting: illustration('office', 'ଡେସ୍କ ଚେୟାର, ମନିଟର ବାକ୍ସ ଓ ଫାଇଲ୍ କ୍ରେଟ୍ ସହ ଏକ ଅଫିସ୍ ବିଲ୍ଡିଂ'),
  premoving: illustration('premoving', 'କ୍ୟାଲେଣ୍ଡର ଓ ପେନ୍ସିଲ ପାଖରେ ଏକ ଚେକଲିଷ୍ଟ କ୍ଲିପବୋର୍ଡ'),
  quotation: illustration('quotation', 'କାଲକୁଲେଟର ଓ ଅନୁମୋଦନ ବ୍ୟାଜ୍ ସହ ଏକ ଲିଖିତ କୋଟେସନ୍'),
  safestorage: illustration(
    'storage',
    'ଗୋଟିଏ ସଟର ଖୋଲା ଥିବା ଏକ ଷ୍ଟୋରେଜ୍ ଗୋଦାମ, ଭିତରେ ସଜାଡ଼ି ରଖାଯାଇଥିବା ବାକ୍ସ',
  ),
  smartmovebudget: illustration('budget', 'ସିଫ୍ଟିଂ ବାକ୍ସ ପାଖରେ ମୁଦ୍ରା ସହ ଏକ ପିଗି ବ୍ୟାଙ୍କ'),
};

export const carGallery: Translated<typeof en.carGallery> = [
  illustration(
    'car-loading',
    'କ୍ୟାରିଅରର ରାମ୍ପ ଉପରକୁ ଚଳାଇ ନିଆଯାଉଥିବା ଏକ ହ୍ୟାଚବ୍ୟାକ୍ କାର୍',
    'ହାଇଡ୍ରୋଲିକ୍ ରାମ୍ପ ସହ ଆପଣଙ୍କ ଦୁଆରେ ଲୋଡିଂ',
  ),
  illustration(
    'car-wrapped',
    'ଚକ ଷ୍ଟ୍ରାପରେ ବନ୍ଧା, ମାପ ଅନୁସାରେ କଭର ତଳେ ଏକ କାର୍',
    'ଘୋଡ଼ାଇ ଚାରିଟିଯାକ ଚକରେ ବନ୍ଧା',
  ),
  illustration(
    'car-highway',
    'ସବୁଜ ପାହାଡ଼ କଡ଼ ଦେଇ ରାଜପଥରେ ଏକ ବନ୍ଦ କାର୍ କ୍ୟାରିଅର',
    'ପ୍ରତିଦିନ ଅବସ୍ଥାନ ଖବର ସହ ରାସ୍ତାରେ',
  ),
  illustration(
    'car-delivery',
    'ଦସ୍ତଖତ ହୋଇଥିବା ଅବସ୍ଥା ରିପୋର୍ଟ ପାଖରେ ଏକ ଘର ସାମ୍ନାରେ ରଖାଯାଇଥିବା କାର୍',
    'ଆପଣଙ୍କ ସହ ଯାଞ୍ଚ କରି ଡେଲିଭରି',
  ),
];

export const aboutArt: Translated<typeof en.aboutArt> = illustration(
  'team',
  'ନୀଳ ୟୁନିଫର୍ମ ପିନ୍ଧି ବାକ୍ସ ଓ ଏକ ଗଛ ଟବ ଧରି ଟ୍ରକ୍ ଆଡ଼କୁ ଯାଉଥିବା ତିନି ଜଣ କର୍ମୀ',
);
