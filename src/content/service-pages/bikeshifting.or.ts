// Left out: nothing; slug, hrefs and icons are copied.
import type * as en from './bikeshifting';
import { site } from '../site';
import { bookFor } from './common';
import { estimateCta } from '@/features/estimate/content/estimate.or';
import type { Translated } from '@/lib/i18n/translated';

export const bikeshifting: Translated<typeof en.bikeshifting> = {
  slug: 'bikeshifting',
  metaTitle: 'ବାଇକ୍ ସିଫ୍ଟିଂ',
  description:
    'ଗଦି, କ୍ରେଟ୍ ଓ ପରିବହନ ସୁରକ୍ଷା ସହ ବାଇକ୍ ଓ ସ୍କୁଟର ପାଇଁ ବିଶେଷ ପରିବହନ, ଆପଣଙ୍କ ଦ୍ୱାରରୁ ଭାରତର ଯେକୌଣସି ସ୍ଥାନରେ ନୂଆ ଦ୍ୱାର ପର୍ଯ୍ୟନ୍ତ।',
  hero: {
    title: 'କ୍ଷତିରୁ ସୁରକ୍ଷା ସହ ବାଇକ୍ ସିଫ୍ଟିଂ',
    intro: `ଦୈନିକ ଯାତାୟାତର ସ୍କୁଟରଠାରୁ ସୁପରବାଇକ୍ ପର୍ଯ୍ୟନ୍ତ, ${site.founded} ମସିହାରୁ ଆମେ ଦୁଇଚକିଆ ଗାଡ଼ି ଗଦି ଲଗାଇ, କ୍ରେଟରେ ଓ ପୂରା ରାସ୍ତା ବୀମା ସହ ପଠାଉଛୁ।`,
    ctas: [
      { label: 'ସେବା ବୁକ୍ କରନ୍ତୁ', href: bookFor('bikeshifting') },
      { label: 'ଯୋଗାଯୋଗ କରନ୍ତୁ', href: '/contact', variant: 'secondary' },
      estimateCta('?bikes=1'),
    ],
  },
  blocks: [
    {
      kind: 'features',
      title: 'ଆମେ ଆପଣଙ୍କ ବାଇକ୍ କେମିତି ସୁରକ୍ଷିତ ରଖୁ',
      items: [
        {
          icon: 'Package',
          title: 'ତିନି ସ୍ତରର ପ୍ୟାକିଂ',
          text: 'ଟାଙ୍କି ଓ ପ୍ୟାନେଲରେ ଫୋମ୍, ତା ଉପରେ ବବଲ୍ ରାପ୍ ଓ ବାହାରେ କରୁଗେଟେଡ୍ ସିଟ୍।',
        },
        {
          icon: 'Boxes',
          title: 'କାଠ କ୍ରେଟ୍',
          text: 'ଦାମୀ ଓ ଦୂର ଯାଉଥିବା ବାଇକ୍ ନିଜ କ୍ରେଟରେ ଠିଆ କରି ବୋଲ୍ଟ କରାଯାଇ ଯାଏ।',
        },
        {
          icon: 'Wrench',
          title: 'ଦର୍ପଣ ଓ ଆକସେସରି',
          text: 'ବାହାର କରି, ମୋଡ଼ି ବାଇକ୍ ସହ ପ୍ୟାକ୍ କରାଯାଏ, ଯାହାଫଳରେ ରାସ୍ତାରେ କିଛି ଭାଙ୍ଗେ ନାହିଁ।',
        },
        {
          icon: 'ShieldCheck',
          title: 'ପରିବହନ ସୁରକ୍ଷା',
          text: 'ପିକଅପ୍ ଠାରୁ ଡେଲିଭରି ପର୍ଯ୍ୟନ୍ତ ପ୍ରତ୍ୟେକ ବାଇକ୍ ସୁରକ୍ଷିତ, ସ୍ୱାକ୍ଷରିତ ଅବସ୍ଥା ରିପୋର୍ଟ ସହ।',
        },
      ],
    },
    {
      kind: 'steps',
      title: 'ଆପଣଙ୍କ ଦ୍ୱାରରୁ ନୂଆ ଦ୍ୱାର ପର୍ଯ୍ୟନ୍ତ',
      items: [
        { title: 'ବୁକ୍ କରନ୍ତୁ', text: 'ମଡେଲ୍, ପିକଅପ୍ ଓ ଡ୍ରପ୍ ସହର ଓ ଆପଣଙ୍କ ତାରିଖ ଜଣାନ୍ତୁ।' },
        {
          title: 'ପ୍ୟାକ୍',
          text: 'ଆମେ ଆପଣଙ୍କ ଦ୍ୱାରରେ ବାଇକ୍ ପ୍ୟାକ୍ କରୁ ଓ ଫଟୋ ସହ ତାହାର ଅବସ୍ଥା ଲେଖୁ।',
        },
        {
          title: 'ପରିବହନ',
          text: 'ଏହା ଠିଆ ହୋଇ ବନ୍ଧାହୋଇ ଯାଏ, ଆପଣଙ୍କ କୋଅର୍ଡିନେଟର ଟ୍ରାକ୍ କରନ୍ତି।',
        },
        {
          title: 'ଡେଲିଭରି',
          text: 'ଆମେ ଆପଣଙ୍କ ଠିକଣାରେ ଏହାକୁ ଖୋଲୁ ଓ ଆପଣ ସ୍ୱାକ୍ଷର କରିବା ପୂର୍ବରୁ ଆପଣଙ୍କ ସହ ଯାଞ୍ଚ କରୁ।',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'ଆମେ ଆପଣଙ୍କ ବାଇକ୍ ନେବା ପୂର୍ବରୁ',
      items: [
        'ଟାଙ୍କିରେ ବହୁତ କମ୍ ତେଲ ରଖନ୍ତୁ',
        'ହେଲମେଟ୍, ବ୍ୟାଗ୍ ଓ ଖୋଲା ଜିନିଷ ବାହାର କରନ୍ତୁ',
        'RC, ବୀମା ଓ PUC ର କପି ପ୍ରସ୍ତୁତ ରଖନ୍ତୁ',
        'କନସାଇନମେଣ୍ଟ ନୋଟ୍ ପାଇଁ ଗୋଟିଏ ପରିଚୟ ପତ୍ର ରଖନ୍ତୁ',
        'ଆଗରୁ ଥିବା ଆଞ୍ଚୁଡ଼ା ଚିହ୍ନ ଲେଖି ରଖନ୍ତୁ, ଯାହାଫଳରେ ସେଗୁଡ଼ିକ ରିପୋର୍ଟରେ ରହିବ',
      ],
      ctas: [
        { label: 'ସେବା ବୁକ୍ କରନ୍ତୁ', href: bookFor('bikeshifting') },
        { label: 'ଯୋଗାଯୋଗ କରନ୍ତୁ', href: '/contact', variant: 'secondary' },
      ],
    },
  ],
};
