// Every export of partners.ts is here; the partners' names and logo paths are copied.
import type * as en from './partners';
import type { Translated } from '@/lib/i18n/translated';

export const partners: Translated<typeof en.partners> = [
  { name: 'Kavacha Assurance', role: 'ଟ୍ରାନଜିଟ୍ ବୀମା', logo: '/partners/kavacha-assurance.svg' },
  { name: 'TrackRoute', role: 'ଲାଇଭ୍ GPS ଟ୍ରାକିଂ', logo: '/partners/trackroute.svg' },
  { name: 'CartonKraft', role: 'ପ୍ୟାକିଂ ସାମଗ୍ରୀ', logo: '/partners/cartonkraft.svg' },
  {
    name: 'RailSetu Cargo',
    role: 'ଗାଡ଼ି ପାଇଁ ରେଳ ମାଲ ପରିବହନ',
    logo: '/partners/rail-setu-cargo.svg',
  },
  { name: 'Sthira Storage', role: 'ଷ୍ଟୋରେଜ୍ ଗୋଦାମ', logo: '/partners/sthira-storage.svg' },
  { name: 'Payvah', role: 'ସୁରକ୍ଷିତ ପେମେଣ୍ଟ', logo: '/partners/payvah.svg' },
];

export const featured: Translated<typeof en.featured> = {
  metaTitle: 'ଆମର ବିଶିଷ୍ଟ ପାର୍ଟନର',
  description:
    'ପ୍ରତ୍ୟେକ MoveEase ସିଫ୍ଟିଂ ପଛରେ ଥିବା ବୀମା, ଟ୍ରାକିଂ, ପ୍ୟାକିଂ ସାମଗ୍ରୀ, ରେଳ ମାଲ ପରିବହନ, ଷ୍ଟୋରେଜ୍ ଓ ପେମେଣ୍ଟ ପାର୍ଟନର।',
  eyebrow: 'ବିଶିଷ୍ଟ ପାର୍ଟନର',
  heading: 'ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂ ପଛରେ ଭରସାଯୋଗ୍ୟ ପାର୍ଟନର',
  text: 'ଆମେ ବିଶେଷଜ୍ଞମାନଙ୍କ ସହ କାମ କରୁ, ଯାହାଦ୍ୱାରା କାର୍ଟନରୁ ବୀମା ପର୍ଯ୍ୟନ୍ତ ଆପଣଙ୍କ ସିଫ୍ଟିଂର ପ୍ରତ୍ୟେକ ଅଂଶ ସମାନ ମାନର ହୁଏ।',
};
