// Left out: verifyPageTexts (the /verify page, not among the pages), businessTexts (the
// business invoice, which stays English) and tdsTexts (staff only). carriageTexts is whole; its
// errors and form are the staff's and are written in Odia only because the export is shared.
import type * as en from './bills';
import type { Translated } from '@/lib/i18n/translated';

export const carriageTexts: Translated<typeof en.carriageTexts> = {
  weight: 'ମୋଟ ଓଜନ',
  distance: 'ଦୂରତା',
  notWeighed: 'ଓଜନ କରାଯାଇନାହିଁ',
  iba: 'IBA ପରିବହନକାରୀ ନମ୍ବର',
  errors: {
    weightKg: 'ୱେବ୍ରିଜ୍ ସ୍ଲିପରେ ଥିବା ପରି ମୋଟ ଓଜନ ପୂରା କିଲୋଗ୍ରାମରେ ଦିଅନ୍ତୁ।',
    distanceKm: 'ସଡ଼କ ଦୂରତା ପୂରା କିଲୋମିଟରରେ ଦିଅନ୍ତୁ।',
  },
  form: {
    weightKg: 'ମୋଟ ଓଜନ, କି.ଗ୍ରା. (ଲରି ରସିଦ, ପ୍ୟାକିଂ ତାଲିକା)',
    distanceKm: 'ଦୂରତା, କି.ମି. (ଲରି ରସିଦ, ପ୍ୟାକିଂ ତାଲିକା; ଖାଲି ରହିଲେ ରୁଟରୁ)',
  },
};

export const verifyTexts: Translated<typeof en.verifyTexts> = {
  printed: 'ଏହି କାଗଜଟି ଏଠାରେ ଯାଞ୍ଚ କରନ୍ତୁ',
};
