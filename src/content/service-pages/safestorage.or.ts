// Left out: storagePlansAnchor (an anchor, no words). The storage features and plans come from
// src/content/storage.or.ts.
import type * as en from './safestorage';
import { storageFeatures, storageOptions } from '../storage.or';
import { bookFor } from './common';
import { storagePlansAnchor } from './safestorage';
import type { Translated } from '@/lib/i18n/translated';

export const safestorage: Translated<typeof en.safestorage> = {
  slug: 'safestorage',
  metaTitle: 'ସୁରକ୍ଷିତ ଷ୍ଟୋରେଜ୍',
  description:
    'ତାପମାତ୍ରା ନିୟନ୍ତ୍ରିତ, 24/7 ନଜର ଓ ସୀମିତ ପ୍ରବେଶ ଥିବା ଷ୍ଟୋରେଜ୍। ଅଳ୍ପ ଦିନ, ଲମ୍ବା ସମୟ ଓ ବିଶେଷ ପ୍ଲାନ୍, ପିକଅପ୍ ଓ ଡେଲିଭରି ସହ।',
  hero: {
    title: 'ସୁରକ୍ଷିତ, ତାପମାତ୍ରା ନିୟନ୍ତ୍ରିତ ଷ୍ଟୋରେଜ୍',
    intro:
      'ଦୁଇ ଘର ମଝିରେ, ମରାମତି ସମୟରେ ବା ଆପଣ ବିଦେଶରେ ଥିବା ବେଳେ: ଆମେ ଆପଣଙ୍କ ସାମାନ ନେଇ ନଜର ଓ ତାପମାତ୍ରା ନିୟନ୍ତ୍ରଣ ଥିବା ସ୍ଥାନରେ ରଖୁ, ଓ ଆପଣ ପ୍ରସ୍ତୁତ ହେଲେ ଫେରାଇ ଆଣୁ।',
    ctas: [
      { label: 'ଷ୍ଟୋରେଜ୍ ପ୍ଲାନ୍ ଦେଖନ୍ତୁ', href: `#${storagePlansAnchor}` },
      {
        label: 'ଷ୍ଟୋରେଜ୍ ଦେଖିବାକୁ ସମୟ ନିଅନ୍ତୁ',
        href: bookFor('safestorage'),
        variant: 'secondary',
      },
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'ଭାରତର ପାଣିପାଗ ପାଇଁ ତିଆରି ଷ୍ଟୋରେଜ୍',
      items: storageFeatures,
    },
    {
      kind: 'storage',
      id: storagePlansAnchor,
      title: 'ଷ୍ଟୋରେଜ୍ ପ୍ଲାନ୍',
      intro: 'ଆପଣଙ୍କୁ ଦରକାର ଥିବା ୟୁନିଟ୍ ଆକାର ଅନୁସାରେ ମାସିକ ଦର। ସର୍ଭେ ସମୟରେ ଆପଣଙ୍କ ପ୍ଲାନର ଆକାର ନିଶ୍ଚିତ କରନ୍ତି।',
      options: storageOptions,
      ctas: [{ label: 'ଷ୍ଟୋରେଜ୍ ଦେଖିବାକୁ ସମୟ ନିଅନ୍ତୁ', href: bookFor('safestorage') }],
    },
    {
      kind: 'features',
      title: 'ସୁରକ୍ଷା ବ୍ୟବସ୍ଥା',
      items: [
        {
          icon: 'Flame',
          title: 'ଅଗ୍ନି ସୁରକ୍ଷା',
          text: 'ଧୂଆଁ ଡିଟେକ୍ଟର, ପ୍ରତ୍ୟେକ ଧାଡ଼ିରେ ଅଗ୍ନିନିର୍ବାପକ ଓ ପ୍ରତି ତିନି ମାସରେ ପରୀକ୍ଷା ହେଉଥିବା ସ୍ପ୍ରିଙ୍କଲର ବ୍ୟବସ୍ଥା।',
        },
        {
          icon: 'Bug',
          title: 'କୀଟ ନିୟନ୍ତ୍ରଣ',
          text: 'ଲାଇସେନ୍ସପ୍ରାପ୍ତ ଠିକାଦାରଙ୍କ ଦ୍ୱାରା ମାସିକ ଔଷଧ, ଓ ଲୁଗା ଓ କାଗଜ ପାଇଁ ସିଲ୍ କାର୍ଟନ୍।',
        },
        {
          icon: 'ScanLine',
          title: 'ବାରକୋଡ୍ ଲଗା ତାଲିକା',
          text: 'ରଖିବା ସମୟରେ ପ୍ରତ୍ୟେକ ଜିନିଷରେ ଲେବଲ୍ ଲଗାଇ ଫଟୋ ନିଆଯାଏ, ଯାହାଫଳରେ କ’ଣ କେଉଁଠି ଅଛି ଆପଣ ସବୁବେଳେ ଜାଣନ୍ତି।',
        },
        {
          icon: 'Layers',
          title: 'ଚଟାଣରୁ ଉପରେ',
          text: 'ସବୁକିଛି ଉଚ୍ଚ ପ୍ୟାଲେଟ ବା ର୍ୟାକ୍ ଉପରେ ରହେ, ପ୍ରବଳ ବର୍ଷାରେ ବି ପାଣିରୁ ଦୂରରେ।',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'ଆମ ପାଖରେ ଷ୍ଟୋରେଜ୍ ତିନି ପଦକ୍ଷେପରେ',
      items: [
        {
          title: 'ବୁକ୍ କରି ପିକଅପର ସମୟ ସ୍ଥିର କରନ୍ତୁ',
          text: 'ଏକ ପ୍ଲାନ୍ ଓ ତାରିଖ ବାଛନ୍ତୁ। ଛୋଟ ସର୍ଭେ ପରେ ଆମେ ୟୁନିଟର ଆକାର ନିଶ୍ଚିତ କରୁ।',
        },
        {
          title: 'ଆମେ ପ୍ୟାକ୍ କରୁ, ତାଲିକା କରୁ ଓ ରଖୁ',
          text: 'ଆମ ଟିମ୍ ଆପଣଙ୍କ ସାମାନ ପ୍ୟାକ୍ କରି, ଲେବଲ୍ ଲଗାଇ ଫଟୋ ନିଏ, ତା’ପରେ ଆପଣଙ୍କ ୟୁନିଟରେ ରଖେ।',
        },
        {
          title: 'ଦରକାର ହେଲେ ଫେରାଇ ନିଅନ୍ତୁ',
          text: 'ଗୋଟିଏ କାର୍ଟନ୍ ବା ସବୁକିଛି ମାଗନ୍ତୁ: ଆମେ ଆପଣଙ୍କ ଦ୍ୱାରକୁ ପହଞ୍ଚାଇବୁ, କିମ୍ବା ସମୟ ନେଇ ଆପଣ ଆସିପାରିବେ।',
        },
      ],
    },
  ],
};
