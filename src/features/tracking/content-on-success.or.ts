// Left out: trackPath and trackHref (the page's address, no words).
import type * as en from './content-on-success';
import type { Translated } from '@/lib/i18n/translated';
import { claims } from '@/content/claims.or';

export const trackOnSuccess: Translated<typeof en.trackOnSuccess> = {
  link: 'ଏହି ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ',
  linkHint: 'ଏହି ରେଫରେନ୍ସ ଓ ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ଦେଇ ଯେକୌଣସି ସମୟରେ ଖୋଲନ୍ତୁ।',
  expectHeading: 'ଆପଣ କ’ଣ ପାଇବେ',
  confirmation: (email) => `${email} କୁ ଏହି ରେଫରେନ୍ସ ସହ ଏକ କନଫର୍ମେସନ୍ ଇମେଲ୍।`,
  statusEmails: 'ଆପଣଙ୍କ ବୁକିଂ ନିଶ୍ଚିତ ହେଲେ, ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲେ, ବା ବାତିଲ୍ ହେଲେ ଏକ ଇମେଲ୍।',
  expect: {
    booking: ['ତାରିଖ, ସାମାନ ଓ ଦର ନିଶ୍ଚିତ କରିବାକୁ 24 ଘଣ୍ଟା ଭିତରେ ଆମଠାରୁ ଏକ ଫୋନ୍।'],
    quote: ['24 ଘଣ୍ଟା ଭିତରେ ଆପଣଙ୍କ କୋଟେସନ୍ ସହ ଏକ ଫୋନ୍ ବା ଇମେଲ୍।'],
    contact: [claims.emailReply],
  },
};
