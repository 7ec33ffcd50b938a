// Every export of home.ts is here. heroMedia keeps the English file's media settings and
// translates only its two button labels.
import type * as en from './home';
import type { Translated } from '@/lib/i18n/translated';
import { heroMedia as englishHeroMedia } from './home';
import { claims } from './claims.or';
import { site } from './site.or';

export const homePage: Translated<typeof en.homePage> = {
  metaTitle: `${site.name} | ସମଗ୍ର ଭାରତରେ ଘର ଓ ଅଫିସ୍ ସିଫ୍ଟିଂ`,
  description:
    'ସମଗ୍ର ଭାରତରେ ଘର, ଅଫିସ୍, କାର୍ ଓ ବାଇକ୍ ପାଇଁ ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ: ତାଲିମପ୍ରାପ୍ତ ଟିମ୍, ଉନ୍ନତ ମାନର ପ୍ୟାକିଂ, GPS ଟ୍ରାକିଂ ଥିବା ଟ୍ରକ୍, ବୀମାଭୁକ୍ତ ପରିବହନ ଏବଂ 24 ଘଣ୍ଟା ଭିତରେ ମାଗଣା କୋଟେସନ୍।',
};

export const heroMedia: Translated<typeof en.heroMedia> = {
  ...englishHeroMedia,
  pauseLabel: 'ପଛପଟ ଭିଡିଓ ଅଟକାନ୍ତୁ',
  playLabel: 'ପଛପଟ ଭିଡିଓ ଚଲାନ୍ତୁ',
};

export const hero: Translated<typeof en.hero> = {
  eyebrow: 'ସମଗ୍ର ଭାରତରେ ଭରସାଯୋଗ୍ୟ ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ',
  heading: 'ପ୍ରଥମ ବାକ୍ସରୁ ଶେଷ ବାକ୍ସ ପର୍ଯ୍ୟନ୍ତ, ଆପଣଙ୍କ ସିଫ୍ଟିଂ ଯତ୍ନର ସହ',
  text: `ତାଲିମପ୍ରାପ୍ତ ଟିମ୍, ଉନ୍ନତ ମାନର ପ୍ୟାକିଂ ଓ GPS ଟ୍ରାକିଂ ଥିବା ଟ୍ରକ୍ ସହ ଘର, ଅଫିସ୍, କାର୍ ଓ ବାଇକ୍ ସିଫ୍ଟିଂ। ${claims.callbackPromise}`,
  primaryCta: { label: 'ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ', href: '/booking' },
  secondaryCta: { label: 'ଆମ ସହ କଥା ହୁଅନ୍ତୁ', href: '/contact' },
  estimateLink: {
    label: 'କିମ୍ବା 30 ସେକେଣ୍ଡରେ ଜିନିଷ ଅନୁସାରେ ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚ ₹ରେ ଏବେ ଦେଖନ୍ତୁ',
    href: '/estimate',
  },
};

export const ratings: Translated<typeof en.ratings> = {
  heading: 'ସଂଖ୍ୟାରେ MoveEase',
  rating: (average: string, count: number) => ({
    value: `${average}/5`,
    label: `ସମ୍ପୂର୍ଣ୍ଣ ହୋଇଥିବା ସିଫ୍ଟିଂର ${count.toLocaleString('en-IN')}ଟି ସମୀକ୍ଷା ଅନୁସାରେ ରେଟିଂ`,
  }),
  items: [
    { value: claims.cities.value, label: claims.cities.label },
    { value: claims.experience.value, label: claims.experience.label },
  ],
};

export const whyChooseUs: Translated<typeof en.whyChooseUs> = {
  eyebrow: 'କାହିଁକି ଆମକୁ ବାଛିବେ',
  heading: 'ଏମିତି ସିଫ୍ଟିଂ, ଯେଉଁଥିପାଇଁ ଆପଣଙ୍କୁ ଚିନ୍ତା କରିବାକୁ ପଡ଼ିବ ନାହିଁ',
  text: 'ସହର ଭିତରେ ଗୋଟିଏ ରୁମର ଫ୍ଲାଟ୍ ହେଉ କି ଦେଶର ଆର ମୁଣ୍ଡକୁ ପୂରା ଅଫିସ୍, ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂରେ ସମାନ ଯତ୍ନ।',
  cards: [
    {
      icon: 'BadgeCheck',
      title: 'ଯାଞ୍ଚ ହୋଇଥିବା, ତାଲିମପ୍ରାପ୍ତ ଟିମ୍',
      text: 'ଆମର ନିଜ କର୍ମଚାରୀ, ଯାହାଙ୍କ ପୃଷ୍ଠଭୂମି ଯାଞ୍ଚ ହୋଇଛି ଏବଂ ଯେଉଁମାନେ ପ୍ୟାକିଂ, ଉଠାଇବା ଓ ଲୋଡିଂରେ ତାଲିମ ପାଇଛନ୍ତି। ବାଟରୁ ଦିନ ମଜୁରିଆ ଧରି ଆଣୁନାହୁଁ।',
    },
    {
      icon: 'ReceiptIndianRupee',
      title: 'ସ୍ପଷ୍ଟ, ଲିଖିତ କୋଟେସନ୍',
      text: 'ବୁକିଂ ଆଗରୁ ମାଗଣା ସର୍ଭେ ଓ ଜିନିଷ ଅନୁସାରେ ସବିଶେଷ କୋଟେସନ୍। ଆମେ ଯେଉଁ ଦର କହୁ, ଆପଣ ସେତିକି ହିଁ ଦିଅନ୍ତି: କୌଣସି ଲୁଚା ଖର୍ଚ୍ଚ ନାହିଁ।',
    },
    {
      icon: 'ShieldCheck',
      title: 'ବୀମାଭୁକ୍ତ ପରିବହନ',
      text: 'ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂ ପାଇଁ ଟ୍ରାନଜିଟ୍ ବୀମାର ସୁବିଧା, ଏବଂ ଜଣେ ନିର୍ଦ୍ଦିଷ୍ଟ କୋଅର୍ଡିନେଟର, ଯିଏ ଆପଣଙ୍କ ସହ ମିଶି ଯେକୌଣସି କ୍ଲେମ୍ ସମ୍ଭାଳନ୍ତି।',
    },
    {
      icon: 'Navigation',
      title: 'GPS ଟ୍ରାକିଂ ଥିବା ଟ୍ରକ୍',
      text: 'ଲାଇଭ୍ ଟ୍ରାକିଂ ସହ ବନ୍ଦ ବଡିର ଟ୍ରକ୍, ଯାହାଦ୍ୱାରା ଯାତ୍ରାର ପ୍ରତ୍ୟେକ ପର୍ଯ୍ୟାୟରେ ଆପଣଙ୍କ ଜିନିଷ କେଉଁଠି ଅଛି, ଆପଣ ଜାଣିପାରିବେ।',
    },
    {
      icon: 'Clock',
      title: 'ପ୍ରତି ଥର, ଠିକ୍ ସମୟରେ',
      text: 'ପିକଅପ୍ ଓ ଡେଲିଭରିର ସମୟ ଆଗରୁ ସ୍ଥିର ହୁଏ ଏବଂ ଆମେ ତାହା ରକ୍ଷା କରୁ। ବାଟରେ କିଛି ବଦଳିଲେ, ଆପଣ ପ୍ରଥମେ ଆମଠାରୁ ହିଁ ଜାଣିବେ।',
    },
    {
      icon: 'Headset',
      title: claims.support,
      text: `ଯେକୌଣସି ସମୟରେ ଆମକୁ କଲ୍ କିମ୍ବା ହ୍ୱାଟସଆପ୍ କରନ୍ତୁ। ${claims.emailReply}`,
    },
  ],
};

export const contactSection: Translated<typeof en.contactSection> = {
  eyebrow: 'ଯୋଗାଯୋଗ',
  heading: 'ଆମ ସହ ଆପଣଙ୍କ ସିଫ୍ଟିଂର ଯୋଜନା କରନ୍ତୁ',
  text: `ଆପଣ କେଉଁଠାରୁ କେଉଁଠାକୁ ସିଫ୍ଟ କରୁଛନ୍ତି ଏବଂ ମୋଟାମୋଟି କ’ଣ ସବୁ ନେଉଛନ୍ତି, ଆମକୁ ଜଣାନ୍ତୁ। ${claims.callbackPromise}`,
  phoneLabel: 'ଆମକୁ କଲ୍ କରନ୍ତୁ',
  emailLabel: 'ଆମକୁ ଇମେଲ୍ କରନ୍ତୁ',
  addressLabel: 'ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ',
  hoursLabel: 'ସହାୟତା ସମୟ',
};

export const ctaBand: Translated<typeof en.ctaBand> = {
  heading: 'ଆପଣଙ୍କ ସିଫ୍ଟିଂର ଯୋଜନା କରିବାକୁ ପ୍ରସ୍ତୁତ କି?',
  text: 'ଜିନିଷ ଅନୁସାରେ ସବିଶେଷ ମାଗଣା କୋଟେସନ୍ ନିଅନ୍ତୁ। କୌଣସି ବାଧ୍ୟବାଧକତା ନାହିଁ, କୌଣସି ଲୁଚା ଖର୍ଚ୍ଚ ନାହିଁ।',
  primary: { label: 'ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ', href: '/booking' },
  callLabel: 'କଲ୍ କରନ୍ତୁ',
};
