// Every export of footer.ts is here. Links are copied unchanged.
import type * as en from './footer';
import type { Translated } from '@/lib/i18n/translated';
import { trackPath } from '@/features/tracking/content';

export const footer: Translated<typeof en.footer> = {
  about:
    'ଭୁବନେଶ୍ୱରରେ ଆମର ପ୍ରଥମ ସିଫ୍ଟିଂଠାରୁ ଆଜି ପର୍ଯ୍ୟନ୍ତ, ଆମର ନିଜ ତାଲିମପ୍ରାପ୍ତ ଟିମ୍ ସମଗ୍ର ଭାରତରେ ଘରୁ ଘର ପ୍ୟାକିଂ, ସିଫ୍ଟିଂ, ଗାଡ଼ି ପରିବହନ ଓ ଷ୍ଟୋରେଜ୍ ସମ୍ଭାଳୁଛନ୍ତି।',
  quickLinks: {
    heading: 'ଦରକାରୀ ଲିଙ୍କ୍',
    links: [
      { label: 'ଆମ ବିଷୟରେ', href: '/about' },
      { label: 'ଆମ ସେବା', href: '/services' },
      { label: 'ଦର ତାଲିକା', href: '/pricing' },
      { label: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ', href: '/booking' },
      { label: 'କୋଟେସନ୍ ମାଗନ୍ତୁ', href: '/services/quotation' },
      { label: 'ଆପଣଙ୍କ ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ', href: trackPath },
      { label: 'ସାଧାରଣ ପ୍ରଶ୍ନ', href: '/faq' },
      { label: 'ବ୍ଲଗ୍', href: '/blog' },
      { label: 'ଯୋଗାଯୋଗ', href: '/contact' },
    ],
  },
  servicesColumn: {
    heading: 'ସେବା',
    links: [
      { label: 'ଘର ସିଫ୍ଟିଂ', href: '/services/householdshifting' },
      { label: 'ଅଫିସ୍ ସିଫ୍ଟିଂ', href: '/services/officeshifting' },
      { label: 'କାର୍ ସିଫ୍ଟିଂ', href: '/services/carshifting' },
      { label: 'ବାଇକ୍ ସିଫ୍ଟିଂ', href: '/services/bikeshifting' },
      { label: 'ସୁରକ୍ଷିତ ଷ୍ଟୋରେଜ୍', href: '/services/safestorage' },
      { label: 'ସିଫ୍ଟିଂ ବୀମା', href: '/services/insurance' },
    ],
  },
  contactHeading: 'ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ',
  newsletter: {
    heading: 'ମାସକୁ ଥରେ, ସିଫ୍ଟିଂର ଦରକାରୀ ଟିପ୍ସ',
    text: 'ପ୍ୟାକିଂ ଚେକଲିଷ୍ଟ ଓ ଋତୁ ଅନୁସାରେ ଅଫର୍। କୌଣସି ସ୍ପାମ୍ ନାହିଁ; ଯେତେବେଳେ ଚାହିଁବେ ବନ୍ଦ କରିପାରିବେ।',
  },
  socialHeading: 'ଆମକୁ ଫଲୋ କରନ୍ତୁ',
  legalLinks: [
    { label: 'ଗୋପନୀୟତା ନୀତି', href: '/privacy' },
    { label: 'ନିୟମ ଓ ସର୍ତ୍ତାବଳୀ', href: '/terms' },
  ],
  rights: 'ସର୍ବସ୍ୱତ୍ୱ ସଂରକ୍ଷିତ।',
};
