// Left out: servicePath and bookingPath (links, no words) and the ServiceSlug type. Slugs, icons
// and booking services are copied.
import type * as en from './services';
import type { Translated } from '@/lib/i18n/translated';

export const services: Translated<typeof en.services> = [
  {
    slug: 'packingandmoving',
    name: 'ପ୍ୟାକିଂ ଓ ମୁଭିଂ',
    desc: 'ଉନ୍ନତ ମାନର ସାମଗ୍ରୀରେ ଦକ୍ଷ ହାତର ପ୍ୟାକିଂ',
    icon: 'Package',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'carshifting',
    name: 'କାର୍ ସିଫ୍ଟିଂ',
    desc: 'ସାରା ଦେଶରେ ନିରାପଦ ଓ ସୁରକ୍ଷିତ କାର୍ ପରିବହନ',
    icon: 'Car',
    bookingService: 'car-shifting',
  },
  {
    slug: 'bikeshifting',
    name: 'ବାଇକ୍ ସିଫ୍ଟିଂ',
    desc: 'କ୍ଷତିରୁ ସୁରକ୍ଷା ସହ ବାଇକ୍ ପାଇଁ ବିଶେଷ ପରିବହନ',
    icon: 'Bike',
    bookingService: 'bike-shifting',
  },
  {
    slug: 'householdshifting',
    name: 'ଘର ସିଫ୍ଟିଂ',
    desc: 'ଚିନ୍ତାମୁକ୍ତ ଘର ସିଫ୍ଟିଂ ସେବା',
    icon: 'House',
    bookingService: 'household-shifting',
  },
  {
    slug: 'insurance',
    name: 'ବୀମା',
    desc: 'ଆପଣଙ୍କ ଜିନିଷ ପାଇଁ ସମ୍ପୂର୍ଣ୍ଣ ସୁରକ୍ଷା',
    icon: 'ShieldCheck',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'loadingandunloading',
    name: 'ଲୋଡିଂ ଓ ଅନଲୋଡିଂ',
    desc: 'ଠିକ୍ ଉପକରଣ ସହ ଦକ୍ଷ ହାତରେ ଉଠାଣି ଓ ଓହ୍ଲାଣି',
    icon: 'Forklift',
    bookingService: 'loading-and-unloading',
  },
  {
    slug: 'officeshifting',
    name: 'ଅଫିସ୍ ସିଫ୍ଟିଂ',
    desc: 'ଆପଣଙ୍କ କାମ ଯେମିତି କମ୍ ସମୟ ବନ୍ଦ ରହେ, ସେମିତି ଅଫିସ୍ ସିଫ୍ଟିଂ',
    icon: 'Building2',
    bookingService: 'office-shifting',
  },
  {
    slug: 'premoving',
    name: 'ସିଫ୍ଟିଂ ଆଗର ଯୋଜନା',
    desc: 'ସହଜ ସିଫ୍ଟିଂ ପାଇଁ ଆଗରୁ ଠିକ୍ ଯୋଜନା',
    icon: 'ClipboardList',
    bookingService: 'household-shifting',
  },
  {
    slug: 'quotation',
    name: 'କୋଟେସନ୍',
    desc: 'କୌଣସି ଲୁଚା ଖର୍ଚ୍ଚ ବିନା ସ୍ପଷ୍ଟ ଦର',
    icon: 'ReceiptIndianRupee',
    bookingService: 'packing-and-moving',
  },
  {
    slug: 'safestorage',
    name: 'ସୁରକ୍ଷିତ ଷ୍ଟୋରେଜ୍',
    desc: 'ତାପମାତ୍ରା ନିୟନ୍ତ୍ରିତ, ସୁରକ୍ଷିତ ଷ୍ଟୋରେଜ୍',
    icon: 'Warehouse',
    bookingService: 'safe-storage',
  },
  {
    slug: 'smartmovebudget',
    name: 'ସ୍ମାର୍ଟ ମୁଭ୍ ବଜେଟ୍',
    desc: 'ମାନରେ ଆପୋସ ନକରି କମ୍ ଖର୍ଚ୍ଚରେ ସିଫ୍ଟିଂ',
    icon: 'PiggyBank',
    bookingService: 'household-shifting',
  },
];

export const servicesSection: Translated<typeof en.servicesSection> = {
  title: 'ଆମ ସେବା',
  heading: 'ସିଫ୍ଟିଂର ସବୁ ସମାଧାନ ଗୋଟିଏ ଜାଗାରେ',
  tagline: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ପ୍ରତ୍ୟେକ ଦରକାର ପାଇଁ ଯତ୍ନ ଓ ନିପୁଣତାର ସହ ଦକ୍ଷ ସେବା',
  cta: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ପାଇଁ ନିଜସ୍ୱ କୋଟେସନ୍ ମାଗନ୍ତୁ',
  learnMore: 'ଅଧିକ ଜାଣନ୍ତୁ',
};
