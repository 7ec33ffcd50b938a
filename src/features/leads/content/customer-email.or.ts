// Left out: BOOKING_STATUS_EMAILS and CustomerEmailPurpose (config and a type, no words).
import type * as en from './customer-email';
import { site } from '@/content/site.or';
import type { Translated } from '@/lib/i18n/translated';

const brand = site.shortName;

export const customerEmailTexts: Translated<typeof en.customerEmailTexts> = {
  subject: {
    received: {
      booking: (reference) => `ଆପଣଙ୍କ ବୁକିଂ ${reference} ଆମେ ପାଇଛୁ`,
      quote: (reference) => `ଆପଣଙ୍କ କୋଟେସନ୍ ଅନୁରୋଧ ${reference} ଆମେ ପାଇଛୁ`,
      contact: (reference) => `ଆପଣଙ୍କ ମେସେଜ୍ ${reference} ଆମେ ପାଇଛୁ`,
    },
    booked: (reference) => `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଗଲା: ${reference}`,
    done: (reference) => `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲା: ${reference}`,
    cancelled: (reference) => `ଆପଣଙ୍କ ବୁକିଂ ${reference} ବାତିଲ୍ ହୋଇଛି`,
  },
  greeting: 'ନମସ୍କାର,',
  intro: {
    received: {
      booking: `${brand} ସହ ବୁକିଂ କରିଥିବାରୁ ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ବୁକିଂ ଅନୁରୋଧ ଆମେ ପାଇଛୁ।`,
      quote: `${brand}ଠାରୁ କୋଟେସନ୍ ମାଗିଥିବାରୁ ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ଅନୁରୋଧ ଆମେ ପାଇଛୁ।`,
      contact: `${brand}କୁ ଲେଖିଥିବାରୁ ଧନ୍ୟବାଦ। ଆପଣଙ୍କ ମେସେଜ୍ ଆମେ ପାଇଛୁ।`,
    },
    booked: 'ଖୁସି ଖବର: ଆପଣଙ୍କ ସିଫ୍ଟିଂ ବୁକ୍ ହୋଇଗଲା। ଆମ ପାଖରେ ଥିବା ବିବରଣୀ ତଳେ ଦିଆଗଲା।',
    done: `ଆପଣଙ୍କ ସିଫ୍ଟିଂ ସମ୍ପୂର୍ଣ୍ଣ ହେଲା। ${brand} ସହ ସିଫ୍ଟ କରିଥିବାରୁ ଧନ୍ୟବାଦ।`,
    cancelled: 'ଆପଣଙ୍କ ବୁକିଂ ବାତିଲ୍ କରାଯାଇଛି। ଯଦି ଆପଣ ଏହା ମାଗିନଥିଲେ, ଦୟାକରି ଆମକୁ ଫୋନ୍ କରନ୍ତୁ, ଆମେ ଠିକ୍ କରିଦେବୁ।',
  },
  referenceLabel: 'ଆପଣଙ୍କ ରେଫରେନ୍ସ',
  money: {
    quotation: 'ଆପଣଙ୍କ କୋଟେସନ୍',
    total: 'ସ୍ଥିର ହୋଇଥିବା ମୋଟ ଟଙ୍କା',
    paid: 'ଏଯାଏଁ ଦିଆଯାଇଛି',
    balance: 'ବାକି ଟଙ୍କା',
  },
  detailsHeading: 'ଆପଣ ଯାହା ମାଗିଛନ୍ତି',
  nextHeading: 'ଏହା ପରେ କ’ଣ ହେବ',
  trackIntro: 'ଆପଣଙ୍କ ଅନୁରୋଧ କେଉଁ ଅବସ୍ଥାରେ ଅଛି, ଯେକୌଣସି ସମୟରେ ଦେଖନ୍ତୁ (ଆପଣଙ୍କ ଫୋନ୍ ନମ୍ବର ବା ଇମେଲ୍ ଦରକାର ହେବ):',
  trackButton: 'ଆପଣଙ୍କ ଅନୁରୋଧ ଟ୍ରାକ୍ କରନ୍ତୁ',
  reachHeading: `${brand} ସହ କଥା ହୁଅନ୍ତୁ`,
  reachLines: [
    `ଫୋନ୍: ${site.phone.display} (${site.hours})`,
    `ହ୍ୱାଟ୍ସଆପ୍: +${site.whatsapp.number}`,
    `ଇମେଲ୍: ${site.email} (କିମ୍ବା ଏହି ଇମେଲର ଉତ୍ତର ଦିଅନ୍ତୁ)`,
    `ଅଫିସ୍: ${site.address.lines.join(', ')}`,
  ],
  footer: (reference) =>
    `${site.name} ୱେବସାଇଟରେ ଏହି ଇମେଲ୍ ଠିକଣା ସହ ${reference} ରେଫରେନ୍ସର ଏକ ଅନୁରୋଧ ପଠାଯାଇଥିବାରୁ ଆପଣ ଏହି ଇମେଲ୍ ପାଉଛନ୍ତି। ଯଦି ତାହା ଆପଣ ନୁହନ୍ତି, ଉତ୍ତର ଦେଇ ଆମକୁ ଜଣାନ୍ତୁ, ଆମେ ତାହା ହଟାଇଦେବୁ।`,
};
