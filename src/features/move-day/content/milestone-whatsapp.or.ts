import type { Translated } from '@/lib/i18n/translated';
import type * as en from './milestone-whatsapp';

export const milestoneWhatsappTexts: Translated<typeof en.milestoneWhatsappTexts> = {
  loaded: (reference, expected, track) =>
    `ନମସ୍କାର! ସିଫ୍ଟିଂ ${reference} ର ଆପଣଙ୍କ ସାମାନ ଆମ ଟ୍ରକରେ ଲୋଡ୍ ହୋଇଗଲା।${expected ? ` ଆମେ ${expected} ରେ ଡେଲିଭରି କରିବୁ ବୋଲି ଆଶା କରୁଛୁ।` : ''} ପ୍ରତ୍ୟେକ ପଦକ୍ଷେପ ଏଠାରେ ଦେଖନ୍ତୁ: ${track}`,
  delivered: (reference, track) =>
    `ନମସ୍କାର! ସିଫ୍ଟିଂ ${reference} ର ଆପଣଙ୍କ ସାମାନ ଡେଲିଭରି ହୋଇଗଲା। ଆମ ସହ ସିଫ୍ଟ କରିଥିବାରୁ ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ଡେଲିଭରି ରସିଦ ଓ ଫଟୋ ଏଠାରେ ଅଛି: ${track}`,
};
