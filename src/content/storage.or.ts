// Every text export of storage.ts is here (the StorageOption interface has no text). Ids, icons
// and the figures of prices and sizes are the English ones.
import type * as en from './storage';
import type { Translated } from '@/lib/i18n/translated';

export const storageSizesLabel: Translated<typeof en.storageSizesLabel> = 'ୟୁନିଟର ଆକାର: ';

export const storageOptions: Translated<typeof en.storageOptions> = [
  {
    id: 'short-term',
    title: 'ଅଳ୍ପ ଦିନର ଷ୍ଟୋରେଜ୍',
    price: 'ମାସକୁ $49ରୁ ଆରମ୍ଭ',
    sizes: "5'x5' ରୁ 10'x20'",
    text: 'ଗୋଟିଏ ଘର ଛାଡ଼ିବା ଓ ପରବର୍ତ୍ତୀ ଘରର ଚାବି ପାଇବା ମଝିର ସପ୍ତାହଗୁଡ଼ିକ ପାଇଁ।',
    points: [
      'ମାସକୁ ମାସ, କୌଣସି ଲକ୍-ଇନ୍ ନାହିଁ',
      'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ସହ ପିକଅପ୍ ଓ ଡେଲିଭରି',
      '24 ଘଣ୍ଟା ଆଗରୁ ଜଣାଇଲେ ଜିନିଷ ଦେଖିପାରିବେ',
    ],
  },
  {
    id: 'long-term',
    title: 'ଲମ୍ବା ଦିନର ଷ୍ଟୋରେଜ୍',
    price: 'ମାସକୁ $89ରୁ ଆରମ୍ଭ',
    sizes: "10'x10' ରୁ 10'x30'",
    text: 'ବିଦେଶ ପୋଷ୍ଟିଂ, ଘର ମରାମତି, ଏବଂ କିଛି ସମୟ ପାଇଁ ଛୋଟ ଘରକୁ ଯାଉଥିବା ପରିବାର ପାଇଁ।',
    points: ['ତିନି ମାସରେ ଥରେ ଜିନିଷ ତାଲିକା ଯାଞ୍ଚ', 'ଫର୍ନିଚର ଉଚ୍ଚ ପ୍ୟାଲେଟ ଉପରେ ରଖାଯାଏ', '6 ମାସରୁ ଅଧିକ ପାଇଁ କମ୍ ଦର'],
  },
  {
    id: 'specialty',
    title: 'ବିଶେଷ ଷ୍ଟୋରେଜ୍',
    price: 'ଆବଶ୍ୟକତା ଅନୁସାରେ ଦର',
    sizes: 'ଆବଶ୍ୟକତା ଅନୁସାରେ ଆକାର',
    text: 'ପିଆନୋ, କଳାକୃତି, ଅଫିସ୍ ରେକର୍ଡ ଓ ଷ୍ଟକ୍ ପାଇଁ, ଯାହାର ନିଜସ୍ୱ ଜାଗା ଓ ଯତ୍ନ ଦରକାର।',
    points: [
      'ଦାମୀ ଜିନିଷ ପାଇଁ ଅଲଗା ଖୋପ',
      'ସୂଚୀ ଅନୁସାରେ ଖୋଜି ବାହାର କରିହେଉଥିବା କାଗଜପତ୍ର ବାକ୍ସ',
      'ସର୍ଭେ ପରେ ଦର ସ୍ଥିର',
    ],
  },
];

export const storageFeatures: Translated<typeof en.storageFeatures> = [
  {
    icon: 'Thermometer',
    title: 'ତାପମାତ୍ରା ନିୟନ୍ତ୍ରିତ',
    text: 'ବର୍ଷା ଓ ଗ୍ରୀଷ୍ମରେ ତାପମାତ୍ରା ଓ ଆର୍ଦ୍ରତା ସ୍ଥିର ରଖାଯାଏ, ତେଣୁ କାଠ ଫୁଲେ ନାହିଁ ଓ କପଡ଼ାରେ ଫିମ୍ପି ଧରେ ନାହିଁ।',
  },
  {
    icon: 'Cctv',
    title: '24/7 ନଜରଦାରି',
    text: 'ପ୍ରତ୍ୟେକ ଗଳିପଥ ଓ ଦୁଆରରେ ଦିନରାତି କ୍ୟାମେରା, ରେକର୍ଡିଂ 30 ଦିନ ରଖାଯାଏ, ଏବଂ ରାତିରେ ସେଠାରେ ଜଣେ ଗାର୍ଡ ଥାଆନ୍ତି।',
  },
  {
    icon: 'LockKeyhole',
    title: 'ସୀମିତ ପ୍ରବେଶ',
    text: 'କେବଳ ନାମିତ କର୍ମଚାରୀ ଓ ଆପଣ ଲିଖିତ ଭାବେ ଅନୁମତି ଦେଇଥିବା ଲୋକ ଭିତରକୁ ଯାଇପାରନ୍ତି, ଏବଂ ପ୍ରତ୍ୟେକ ଥର ଯିବା ଆପଣଙ୍କ ଜିନିଷ ତାଲିକା ସହ ଲେଖାଯାଏ।',
  },
];
