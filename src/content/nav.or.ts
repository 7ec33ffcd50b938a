// Every text export of nav.ts is here; the NavLink interface has no text. Links are copied unchanged.
import type * as en from './nav';
import type { Translated } from '@/lib/i18n/translated';
import { bookingPath } from './services';
import { trackPath } from '@/features/tracking/content';

export const mainNav: Translated<typeof en.mainNav> = {
  home: { label: 'ମୂଳ ପୃଷ୍ଠା', href: '/' },
  services: {
    label: 'ସେବା',
    href: '/services',
    items: [
      { label: 'ଘର ସିଫ୍ଟିଂ', href: '/services/householdshifting' },
      { label: 'ପ୍ୟାକିଂ ଓ ମୁଭିଂ', href: '/services/packingandmoving' },
      { label: 'କାର୍ ସିଫ୍ଟିଂ', href: '/services/carshifting' },
      { label: 'ବାଇକ୍ ସିଫ୍ଟିଂ', href: '/services/bikeshifting' },
      { label: 'ଲୋଡିଂ ଓ ଅନଲୋଡିଂ', href: '/services/loadingandunloading' },
      { label: 'ଆହୁରି ସେବା', href: '/services' },
    ],
  },
  after: [
    { label: 'ବୁକିଂ', href: bookingPath() },
    { label: 'ଆନୁମାନିକ ଖର୍ଚ୍ଚ', href: '/estimate' },
    { label: 'ଯୋଗାଯୋଗ', href: '/contact' },
  ],
};

export const menuOnlyLinks: Translated<typeof en.menuOnlyLinks> = [
  { label: 'ଆପଣଙ୍କ ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ', href: trackPath },
];

export const frameText: Translated<typeof en.frameText> = {
  skipLink: 'ମୁଖ୍ୟ ବିଷୟକୁ ସିଧା ଯାଆନ୍ତୁ',
  homeLinkLabel: 'MoveEase ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ, ମୂଳ ପୃଷ୍ଠା',
  /** The brand stays in Latin letters, in two colours as in the logo. */
  logoWord: ['Move', 'Ease'],
  logoSubtitle: 'ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ',
  mainNavLabel: 'ମୁଖ୍ୟ',
  breadcrumbLabel: 'ଆପଣ ଏଠାରେ ଅଛନ୍ତି',
  topBarLabel: 'ଯୋଗାଯୋଗ ଓ ସହାୟତା ସମୟ',
  callButton: 'ଏବେ କଲ୍ କରନ୍ତୁ',
  openMenu: 'ମେନୁ ଖୋଲନ୍ତୁ',
  closeMenu: 'ମେନୁ ବନ୍ଦ କରନ୍ତୁ',
  menuTitle: 'ମେନୁ',
  whatsappLabel: 'ହ୍ୱାଟସଆପରେ ଆମ ସହ କଥା ହୁଅନ୍ତୁ',
  whatsappTooltip: 'ହ୍ୱାଟସଆପରେ ଚାଟ୍ କରନ୍ତୁ',
  scrollThreshold: 50,
};
