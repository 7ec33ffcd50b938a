// Left out: bookingServiceSlugs and BookingServiceSlug (config, no words).
import type * as en from './booking';
import type { Translated } from '@/lib/i18n/translated';

export const bookingServices: Translated<typeof en.bookingServices> = [
  { slug: 'packing-and-moving', label: 'ପ୍ୟାକିଂ ଓ ସିଫ୍ଟିଂ' },
  { slug: 'household-shifting', label: 'ଘର ସିଫ୍ଟିଂ' },
  { slug: 'office-shifting', label: 'ଅଫିସ୍ ସିଫ୍ଟିଂ' },
  { slug: 'car-shifting', label: 'କାର୍ ସିଫ୍ଟିଂ' },
  { slug: 'bike-shifting', label: 'ବାଇକ୍ ସିଫ୍ଟିଂ' },
  { slug: 'loading-and-unloading', label: 'ଲୋଡିଂ ଓ ଅନଲୋଡିଂ' },
  { slug: 'safe-storage', label: 'ସୁରକ୍ଷିତ ଷ୍ଟୋରେଜ୍' },
];

export const bookingServiceLabel: Translated<typeof en.bookingServiceLabel> = (slug) =>
  bookingServices.find((service) => service.slug === slug)?.label ?? slug;

export const bookingPage: Translated<typeof en.bookingPage> = {
  title: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  metaTitle: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  description:
    'ତିନୋଟି ସହଜ ପଦକ୍ଷେପରେ ଅନଲାଇନରେ ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ ବୁକ୍ କରନ୍ତୁ: ଆପଣଙ୍କ ବିବରଣୀ, ସେବା ଓ ତାରିଖ, ତା’ପରେ ନିଶ୍ଚିତ କରନ୍ତୁ। ଆମେ 24 ଘଣ୍ଟା ଭିତରେ ଆପଣଙ୍କୁ ଫୋନ୍ କରିବୁ।',
  intro: 'ଆପଣ କିଏ ଓ କ’ଣ ସିଫ୍ଟ କରୁଛନ୍ତି, ଆମକୁ ଜଣାନ୍ତୁ। ଆମ ଟିମ୍ 24 ଘଣ୍ଟା ଭିତରେ ଫୋନ୍ କରି ପ୍ରତ୍ୟେକ ବୁକିଂ ନିଶ୍ଚିତ କରେ।',
  stepsLabel: 'ବୁକିଂର ପର୍ଯ୍ୟାୟ',
  steps: ['ଆପଣଙ୍କ ବିବରଣୀ', 'ସେବାର ବିବରଣୀ', 'ନିଶ୍ଚିତ କରନ୍ତୁ'],
  stepHeading: (number: number, name: string) => `ପର୍ଯ୍ୟାୟ ${number}: ${name}`,
  labels: {
    name: 'ପୂରା ନାମ',
    email: 'ଇମେଲ୍ ଠିକଣା',
    phone: 'ଫୋନ୍ ନମ୍ବର',
    service: 'ସେବା',
    servicePlaceholder: 'ଏକ ସେବା ବାଛନ୍ତୁ',
    date: 'ସିଫ୍ଟିଂର ପସନ୍ଦର ତାରିଖ',
    pickup: 'ସାମାନ କେଉଁଠୁ ଉଠାଇବୁ (ଇଚ୍ଛାଧୀନ)',
    drop: 'ସାମାନ କେଉଁଠି ପହଞ୍ଚାଇବୁ (ଇଚ୍ଛାଧୀନ)',
    pickupCity: 'ପିକଅପ୍ ସହର',
    pickupArea: 'ପିକଅପ୍ ଅଞ୍ଚଳ ବା ଲୋକାଲିଟି',
    pickupAddress: 'ପିକଅପ୍ ଠିକଣା',
    dropCity: 'ଡ୍ରପ୍ ସହର',
    dropArea: 'ଡ୍ରପ୍ ଅଞ୍ଚଳ ବା ଲୋକାଲିଟି',
    dropAddress: 'ଡ୍ରପ୍ ଠିକଣା',
    message: 'ଆଉ କିଛି ଜଣାଇବାକୁ ଚାହାନ୍ତି କି? (ଇଚ୍ଛାଧୀନ)',
  },
  hints: {
    phone:
      'ଭାରତୀୟ ମୋବାଇଲ୍ ନମ୍ବର (98765 43210, +91 98765 43210) କିମ୍ବା ଏସଟିଡି କୋଡ୍ ସହ ଲ୍ୟାଣ୍ଡଲାଇନ୍ (0674 254 1234)।',
    message: 'କେଉଁ ମହଲା, ଲିଫ୍ଟ ଅଛି କି ନାହିଁ, ସହଜରେ ଭାଙ୍ଗିଯାଉଥିବା ଜିନିଷ, ଗାଡ଼ି: 2000 ଅକ୍ଷର ପର୍ଯ୍ୟନ୍ତ।',
    places: 'କେବଳ ସହରର ନାମ ଯଥେଷ୍ଟ; ଅଞ୍ଚଳ ଓ ଠିକଣା ଦେଲେ ଆମେ ଦିନଟିକୁ ଭଲ ଭାବେ ଯୋଜନା କରିପାରିବୁ।',
  },
  review: {
    heading: 'ଆପଣଙ୍କ ବୁକିଂ ଯାଞ୍ଚ କରନ୍ତୁ',
    intro: 'ଦୟାକରି ଏହି ବିବରଣୀ ଦେଖି ନିଶ୍ଚିତ କରନ୍ତୁ। କିଛି ବଦଳାଇବାକୁ ହେଲେ ଆପଣ ଯେକୌଣସି ପଦକ୍ଷେପକୁ ଫେରିଯାଇପାରିବେ।',
    empty: 'ଏଯାଏଁ ଦିଆଯାଇନାହିଁ',
    notesLabel: 'ଟିପ୍ପଣୀ',
    routeLabel: 'ରୁଟ୍',
    pickupLabel: 'ପିକଅପ୍',
    dropLabel: 'ଡ୍ରପ୍',
    priceLabel: 'ଆନୁମାନିକ ଖର୍ଚ୍ଚ',
    priceValue: (total) => `ଜିଏସଟି ସହ ${total}`,
    noScript: 'ଉପରର ବିବରଣୀ ଯାଞ୍ଚ କରି ଆପଣଙ୍କ ବୁକିଂ ନିଶ୍ଚିତ କରନ୍ତୁ।',
  },
  buttons: {
    back: 'ପଛକୁ',
    continue: 'ଆଗକୁ',
    confirm: 'ବୁକିଂ ନିଶ୍ଚିତ କରନ୍ତୁ',
    processing: 'ପଠାଯାଉଛି...',
    another: 'ଆଉ ଏକ ବୁକିଂ କରନ୍ତୁ',
  },
  messages: {
    noService: 'ପଠାଇବା ପୂର୍ବରୁ ଦୟାକରି ଏକ ସେବା ବାଛନ୍ତୁ।',
    failed: 'ବୁକିଂ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
    fixFields: 'ଦୟାକରି ଚିହ୍ନିତ ସ୍ଥାନଗୁଡ଼ିକରେ ଭୁଲ ସୁଧାରନ୍ତୁ।',
  },
  success: {
    heading: 'ବୁକିଂ ଅନୁରୋଧ ମିଳିଲା',
    body: 'ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ଅନୁରୋଧ ଆମ ପାଖରେ ପହଞ୍ଚିଛି। 24 ଘଣ୍ଟା ଭିତରେ ଆମ ଟିମ୍ ଆପଣଙ୍କୁ ଫୋନ୍ କରି ତାରିଖ, ଦର ଓ ବିବରଣୀ ସ୍ଥିର କଲା ପରେ ଏହା ଏକ ନିଶ୍ଚିତ ବୁକିଂ ହେବ।',
    referenceLabel: 'ଆପଣଙ୍କ ବୁକିଂ ରେଫରେନ୍ସ',
    referenceHint: 'ଆମକୁ ଫୋନ୍ ବା ମେସେଜ୍ କଲାବେଳେ ଏହି ରେଫରେନ୍ସ ହାତପାଖରେ ରଖନ୍ତୁ।',
  },
};
