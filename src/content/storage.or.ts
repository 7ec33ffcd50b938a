// Left out: the StorageOption interface (a type). Ids and sizes are copied; the prices keep the
// English text's figures and currency.
import type * as en from './storage';
import type { Translated } from '@/lib/i18n/translated';

export const storageSizesLabel: Translated<typeof en.storageSizesLabel> = 'ୟୁନିଟର ଆକାର: ';

export const storageOptions: Translated<typeof en.storageOptions> = [
  {
    id: 'short-term',
    title: 'ଅଳ୍ପ ଦିନର ଷ୍ଟୋରେଜ୍',
    price: 'ମାସକୁ $49 ରୁ ଆରମ୍ଭ',
    sizes: "5'x5' ରୁ 10'x20'",
    text: 'ଗୋଟିଏ ଘର ଛାଡ଼ିବା ଓ ପରବର୍ତ୍ତୀ ଘରର ଚାବି ପାଇବା ମଧ୍ୟରେ ଥିବା କିଛି ସପ୍ତାହ ପାଇଁ।',
    points: [
      'ମାସକୁ ମାସ, କୌଣସି ବାଧ୍ୟତାମୂଳକ ଅବଧି ନାହିଁ',
      'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ସହ ପିକଅପ୍ ଓ ଡେଲିଭରି',
      '24 ଘଣ୍ଟା ଆଗରୁ ଜଣାଇଲେ ପ୍ରବେଶ',
    ],
  },
  {
    id: 'long-term',
    title: 'ଲମ୍ବା ସମୟର ଷ୍ଟୋରେଜ୍',
    price: 'ମାସକୁ $89 ରୁ ଆରମ୍ଭ',
    sizes: "10'x10' ରୁ 10'x30'",
    text: 'ବିଦେଶରେ ପୋଷ୍ଟିଂ, ଘର ମରାମତି ବା କିଛି ଦିନ ପାଇଁ ଛୋଟ ଘରକୁ ଯାଉଥିବା ପରିବାର ପାଇଁ।',
    points: ['ପ୍ରତି ତିନି ମାସରେ ସାମାନର ଯାଞ୍ଚ', 'ଆସବାବପତ୍ର ଉଚ୍ଚ ପ୍ୟାଲେଟ ଉପରେ', '6 ମାସରୁ ଅଧିକ ପାଇଁ କମ୍ ଦର'],
  },
  {
    id: 'specialty',
    title: 'ବିଶେଷ ଷ୍ଟୋରେଜ୍',
    price: 'ଆବଶ୍ୟକତା ଅନୁସାରେ ଦର',
    sizes: 'ଆବଶ୍ୟକତା ଅନୁସାରେ ଆକାର',
    text: 'ପିଆନୋ, କଳାକୃତି, ଅଫିସ୍ ରେକର୍ଡ ଓ ଷ୍ଟକ୍ ପାଇଁ, ଯାହାକୁ ନିଜସ୍ୱ ସ୍ଥାନ ଓ ଯତ୍ନ ଦରକାର।',
    points: ['ଦାମୀ ଜିନିଷ ପାଇଁ ଅଲଗା ଜାଗା', 'ସୂଚୀ ସହ ଡକ୍ୟୁମେଣ୍ଟ ବାକ୍ସ, ସହଜରେ ବାହାର କରିହେବ', 'ସର୍ଭେ ପରେ ଦର ସ୍ଥିର'],
  },
];

export const storageFeatures: Translated<typeof en.storageFeatures> = [
  {
    icon: 'Thermometer',
    title: 'ତାପମାତ୍ରା ନିୟନ୍ତ୍ରିତ',
    text: 'ବର୍ଷା ଓ ଖରାଦିନେ ତାପମାତ୍ରା ଓ ଆର୍ଦ୍ରତା ସ୍ଥିର ରଖାଯାଏ, ଯାହାଫଳରେ କାଠ ଫୁଲେ ନାହିଁ ଓ ଲୁଗାରେ ଫିମ୍ପି ଧରେ ନାହିଁ।',
  },
  {
    icon: 'Cctv',
    title: '24/7 ନଜରଦାରି',
    text: 'ଦିନରାତି କ୍ୟାମେରା ପ୍ରତ୍ୟେକ ଧାଡ଼ି ଓ ଦ୍ୱାରରେ ନଜର ରଖେ, ରେକର୍ଡିଂ 30 ଦିନ ରଖାଯାଏ ଓ ରାତିରେ ଜଣେ ଗାର୍ଡ ଥାଆନ୍ତି।',
  },
  {
    icon: 'LockKeyhole',
    title: 'ସୀମିତ ପ୍ରବେଶ',
    text: 'କେବଳ ନାମିତ କର୍ମଚାରୀ ଓ ଆପଣ ଲିଖିତ ଭାବେ ଅନୁମତି ଦେଇଥିବା ଲୋକ ପ୍ରବେଶ କରିପାରନ୍ତି, ଓ ପ୍ରତ୍ୟେକ ଆସିବା ଆପଣଙ୍କ ତାଲିକା ସହ ଲେଖାଯାଏ।',
  },
];
