// Every export of welcome.ts is here; the illustration path and link are copied.
import type * as en from './welcome';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from './claims.or';
import { site } from './site.or';

export const welcome: Translated<typeof en.welcome> = {
  metaTitle: 'MoveEaseରେ ଆପଣଙ୍କୁ ସ୍ୱାଗତ',
  description: `ଆମେ କିଏ: ଭୁବନେଶ୍ୱରର ଏକ ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସ କମ୍ପାନୀ, ଯାହା ${claims.teamExperience} ସହ ${claims.experience.text} ସମଗ୍ର ଭାରତରେ ଘର ସିଫ୍ଟ କରୁଛି।`,
  eyebrow: 'ସ୍ୱାଗତ',
  heading: `${site.name}ରେ ଆପଣଙ୍କୁ ସ୍ୱାଗତ`,
  paragraphs: [
    `ଆମେ ${site.address.city}ରେ ଗୋଟିଏ ଟ୍ରକ୍ ଓ ଏକ ସରଳ ପ୍ରତିଶ୍ରୁତି ନେଇ ଆରମ୍ଭ କରିଥିଲୁ: ଯେଉଁ ଘର ପ୍ୟାକ୍ କରିବୁ, ତାକୁ ନିଜ ଘର ଭଳି ଯତ୍ନ ନେବୁ। ${claims.experience.text} ଆମେ ସେହି କଥା ରଖିଆସିଛୁ।`,
    `${claims.teamExperience} ସହ, ଆମ ଟିମ୍ ଡବଲ୍-ୱାଲ୍ କାର୍ଟନ୍, ବବଲ୍ ରାପ୍ ଓ ମାପ ଅନୁସାରେ ତିଆରି କାଠ କ୍ରେଟରେ ପ୍ୟାକ୍ କରେ, ଠିକ୍ ଉପକରଣରେ ଲୋଡ୍ କରେ ଏବଂ ବନ୍ଦ, GPS ଟ୍ରାକିଂ ଥିବା ଟ୍ରକରେ ନେଇଯାଏ।`,
    'ସହର ଭିତରେ ଗୋଟିଏ ରୁମ୍ ସିଫ୍ଟ କରୁଥିବା ଛାତ୍ରଙ୍କଠାରୁ ଆରମ୍ଭ କରି ଗୋଟିଏ ସପ୍ତାହାନ୍ତରେ ଦୁଇ ଶହ ୱର୍କଷ୍ଟେସନ୍ ସିଫ୍ଟ କରୁଥିବା କମ୍ପାନୀ ପର୍ଯ୍ୟନ୍ତ, ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂ ପାଇଁ ସର୍ଭେ, ଲିଖିତ ଯୋଜନା ଏବଂ ଜଣେ କୋଅର୍ଡିନେଟର ରହନ୍ତି, ଯିଏ ଆପଣଙ୍କ ଫୋନର ଉତ୍ତର ଦିଅନ୍ତି।',
  ],
  highlights: [
    'ସିଫ୍ଟିଂ ଆଗରୁ ମାଗଣା ସର୍ଭେ ଓ ଜିନିଷ ଅନୁସାରେ କୋଟେସନ୍',
    'ନିଜର ଟ୍ରକ୍ ଓ ନିଜର ତାଲିମପ୍ରାପ୍ତ କର୍ମଚାରୀ',
    'ଘରୁ ଘର, ଅନପ୍ୟାକିଂ ଓ ସଜାଇବା ସହିତ',
    'ଟ୍ରାନଜିଟ୍ ବୀମା ଓ ସ୍ପଷ୍ଟ କ୍ଲେମ୍ ପ୍ରକ୍ରିୟା',
  ],
  illustration: '/art/welcome-move.svg',
  illustrationAlt: 'ଚିତ୍ର: ଗୋଟିଏ ଘର ବାହାରେ MoveEase ଟ୍ରକରେ ପ୍ୟାକ୍ ହୋଇଥିବା କାର୍ଟନ୍ ଲୋଡ୍ ହେଉଛି',
  cta: { label: 'ଆମ ବିଷୟରେ ଅଧିକ', href: '/about' },
};
