// Left out: nothing; slug, ids and hrefs are copied.
import type * as en from './quotation';
import { claims } from '../claims.or';
import { policies } from '../policies.or';
import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate.or';
import type { Translated } from '@/lib/i18n/translated';

export const quotation: Translated<typeof en.quotation> = {
  slug: 'quotation',
  metaTitle: 'ସିଫ୍ଟିଂର ମାଗଣା କୋଟେସନ୍',
  description:
    'ସିଫ୍ଟିଂ ପାଇଁ ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ, ପ୍ରତ୍ୟେକ ଖର୍ଚ୍ଚ ଅଲଗା ଓ ଜିଏସଟି ଅଲଗା ଧାଡ଼ିରେ, ସିଫ୍ଟିଂ ଦିନ କୌଣସି ଅତିରିକ୍ତ ଖର୍ଚ୍ଚ ନାହିଁ। ଫୋନ୍ କରନ୍ତୁ, ଇମେଲ୍ କରନ୍ତୁ ବା ବିବରଣୀ ପଠାନ୍ତୁ।',
  hero: {
    title: 'ସ୍ପଷ୍ଟ କୋଟେସନ୍, କୌଣସି ଲୁଚା ଖର୍ଚ୍ଚ ନାହିଁ',
    intro: `ଆପଣ କ’ଣ ଓ କେଉଁଠିକି ସିଫ୍ଟ କରୁଛନ୍ତି ଜଣାନ୍ତୁ। ଆପଣ ଲିଖିତ କୋଟେସନ୍ ପାଇବେ, ପ୍ରତ୍ୟେକ ଖର୍ଚ୍ଚ ଅଲଗା ଓ ଜିଏସଟି ନିଜ ଧାଡ଼ିରେ, ${policies.quoteValidityDays} ଦିନ ପର୍ଯ୍ୟନ୍ତ ବୈଧ, ଓ ସିଫ୍ଟିଂ ଦିନ କିଛି ଯୋଡ଼ାଯାଏ ନାହିଁ।`,
    ctas: [
      { label: 'ଆପଣଙ୍କ କୋଟେସନ୍ ମାଗନ୍ତୁ', href: '#quote-form' },
      { label: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ', href: bookFor('quotation'), variant: 'secondary' },
      estimateCta(),
    ],
  },
  blocks: [
    {
      kind: 'quote',
      id: 'quote-form',
      title: 'ଆପଣଙ୍କ ମାଗଣା କୋଟେସନ୍ ମାଗନ୍ତୁ',
      intro: 'ଆପଣଙ୍କ ବିବରଣୀ ପଠାନ୍ତୁ, କିମ୍ବା ଫୋନ୍ ବା ଇମେଲରେ ସିଧା ଆମ କୋଟେସନ୍ ଡେସ୍କ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।',
      reasonsTitle: 'ପ୍ରଥମେ କୋଟେସନ୍ କାହିଁକି ନେବେ',
      reasons: [
        'ସ୍ଥିର କରିବା ପୂର୍ବରୁ ପୂରା ଦର ଦେଖନ୍ତୁ: ପ୍ୟାକିଂ, ପରିବହନ, ଲୋଡିଂ, ଅନଲୋଡିଂ ଓ ଜିଏସଟି।',
        'ବିକଳ୍ପଗୁଡ଼ିକ ପାଖାପାଖି ତୁଳନା କରନ୍ତୁ, ଯେପରି ପୂରା ପ୍ୟାକିଂ ବନାମ ସହଜ କୋଠରୀ ନିଜେ ପ୍ୟାକ୍ କରିବା।',
        `ଆପଣ ତାରିଖ ସ୍ଥିର କରୁଥିବା ବେଳେ ${policies.quoteValidityDays} ଦିନ ପାଇଁ ଦର ସ୍ଥିର ରଖନ୍ତୁ।`,
        'ଟ୍ରକର ଆକାର, ଟିମର ଲୋକସଂଖ୍ୟା ଓ ସମୟ ଆଗରୁ ଜାଣନ୍ତୁ।',
        'କୌଣସି ବାଧ୍ୟବାଧକତା ନାହିଁ ଓ ସର୍ଭେ ପାଇଁ କୌଣସି ଖର୍ଚ୍ଚ ନାହିଁ।',
      ],
    },
    {
      kind: 'steps',
      title: 'ଆପଣ ମାଗିବା ପରେ କ’ଣ ହୁଏ',
      items: [
        {
          title: 'ଆମେ ଆପଣଙ୍କୁ ଫୋନ୍ କରୁ',
          text: claims.callbackPromise,
        },
        {
          title: 'ମାଗଣା ସର୍ଭେ',
          text: 'ଆପଣ କ’ଣ ସିଫ୍ଟ କରୁଛନ୍ତି ଦେଖିବାକୁ ଓ ଦୁଇ ପାଖର ପ୍ରବେଶ ଯାଞ୍ଚ କରିବାକୁ ଜଣେ ପ୍ଲାନର ଆସନ୍ତି ବା ଭିଡିଓ କଲରେ ଯୋଗ ଦିଅନ୍ତି।',
        },
        {
          title: 'ପ୍ରତ୍ୟେକ ଖର୍ଚ୍ଚ ଅଲଗା ଲେଖା କୋଟେସନ୍',
          text: 'ପ୍ରତ୍ୟେକ ସେବା, ସାମଗ୍ରୀ ଓ ଜିଏସଟି ଅଲଗା ଧାଡ଼ିରେ, ଇମେଲ୍ ଓ ହ୍ୱାଟ୍ସଆପରେ ପଠାଯାଏ।',
        },
        {
          title: 'ପ୍ରସ୍ତୁତ ହେଲେ ବୁକ୍ କରନ୍ତୁ',
          text: 'ଅନଲାଇନ୍ ବା ଫୋନରେ ନିଶ୍ଚିତ କରନ୍ତୁ। କୋଟେସନରେ ଥିବା ଦର ହିଁ ବିଲରେ ରହିବ।',
        },
      ],
    },
  ],
};
