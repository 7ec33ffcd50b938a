// Left out: nothing; contactForm.returnAfterMs is copied unchanged.
import type * as en from './contact';
import { bookingPage } from './booking.or';
import { claims } from '@/content/claims.or';
import type { Translated } from '@/lib/i18n/translated';

export const contactPage: Translated<typeof en.contactPage> = {
  metaTitle: 'ଯୋଗାଯୋଗ କରନ୍ତୁ',
  description:
    'ଭୁବନେଶ୍ୱରରେ MoveEase ପ୍ୟାକର୍ସ ଆଣ୍ଡ ମୁଭର୍ସକୁ ଫୋନ୍ କରନ୍ତୁ, ଇମେଲ୍ କରନ୍ତୁ ବା ଅଫିସକୁ ଆସନ୍ତୁ, କିମ୍ବା ଆମକୁ ମେସେଜ୍ ପଠାନ୍ତୁ। ଆମ ସହାୟତା 24/7 ଖୋଲା ଓ ଆମେ 1 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଇମେଲର ଉତ୍ତର ଦେଉ।',
  heading: 'ଯୋଗାଯୋଗ କରନ୍ତୁ',
  intro:
    'ସିଫ୍ଟିଂର ଯୋଜନା କରୁଛନ୍ତି, କୋଟେସନ୍ ପାଇଁ ଅପେକ୍ଷା କରୁଛନ୍ତି ବା ବୁକିଂ ବିଷୟରେ ଜାଣିବାକୁ ଚାହାନ୍ତି? ଯେକୌଣସି ସମୟରେ ଫୋନ୍ କରନ୍ତୁ, ଲେଖନ୍ତୁ, କିମ୍ବା ତଳେ ମେସେଜ୍ ପଠାନ୍ତୁ।',
  waysLabel: 'ଆମ ସହ ଯୋଗାଯୋଗର ଉପାୟ',
  cards: {
    phone: { title: 'ଫୋନ୍ କରନ୍ତୁ', note: claims.support },
    email: { title: 'ଇମେଲ୍ କରନ୍ତୁ', note: claims.emailReply },
    address: { title: 'ଆମ ଅଫିସକୁ ଆସନ୍ତୁ', note: 'ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ' },
  },
  formHeading: 'ଆମକୁ ମେସେଜ୍ ପଠାନ୍ତୁ',
  formIntro:
    'ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବା ପ୍ରଶ୍ନ ବିଷୟରେ ଲେଖନ୍ତୁ। ନାମ, ଇମେଲ୍ ଓ ମେସେଜ୍ ଦରକାର; ଫୋନରେ ଉତ୍ତର ଚାହୁଁଥିଲେ ଫୋନ୍ ନମ୍ବର ମଧ୍ୟ ଦିଅନ୍ତୁ।',
};

export const contactForm: Translated<typeof en.contactForm> = {
  labels: {
    name: 'ଆପଣଙ୍କ ନାମ',
    email: 'ଇମେଲ୍ ଠିକଣା',
    phone: 'ଫୋନ୍ ନମ୍ବର (ଇଚ୍ଛାଧୀନ)',
    message: 'ମେସେଜ୍',
  },
  hints: { phone: bookingPage.hints.phone, message: '2000 ଅକ୍ଷର ପର୍ଯ୍ୟନ୍ତ।' },
  buttons: { send: 'ମେସେଜ୍ ପଠାନ୍ତୁ', sending: 'ପଠାଯାଉଛି...', another: 'ଆଉ ଏକ ମେସେଜ୍ ପଠାନ୍ତୁ' },
  success: {
    heading: 'ମେସେଜ୍ ପଠାଗଲା!',
    body: 'ଆମକୁ ଲେଖିଥିବାରୁ ଧନ୍ୟବାଦ। ଆମେ ପ୍ରତ୍ୟେକ ମେସେଜର ଉତ୍ତର 1 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଦେଉ।',
    referenceLabel: 'ଆପଣଙ୍କ ମେସେଜ୍ ରେଫରେନ୍ସ',
    returnNote: 'କିଛି ସେକେଣ୍ଡ ପରେ ଫର୍ମଟି ଆଉ ଏକ ମେସେଜ୍ ପାଇଁ ପ୍ରସ୍ତୁତ ହେବ।',
    sentNote: (reference) => `ଆପଣଙ୍କ ମେସେଜ୍ ${reference} ପଠାଗଲା। ଆମେ 1 କାର୍ଯ୍ୟଦିବସ ଭିତରେ ଉତ୍ତର ଦେଉ।`,
  },
  messages: {
    failed: 'ଆପଣଙ୍କ ମେସେଜ୍ ପଠାଯାଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ୍ କରନ୍ତୁ।',
  },
  returnAfterMs: 3000,
};
