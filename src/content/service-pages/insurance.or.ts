// Left out: nothing; slug, ids and hrefs are copied. The coverage options, the claims note and
// the policies' spans of time come from the pages translator's insurance.or.ts and policies.or.ts.
import type * as en from './insurance';
import { claimsNote, insuranceOptions } from '../insurance.or';
import { policies } from '../policies.or';
import { bookFor } from './common';
import type { Translated } from '@/lib/i18n/translated';

export const insurance: Translated<typeof en.insurance> = {
  slug: 'insurance',
  metaTitle: 'ସିଫ୍ଟିଂ ବୀମା',
  description: `ଆପଣଙ୍କ ଜିନିଷ ପାଇଁ ସାଧାରଣ, ଅଧିକ ଓ ପୂର୍ଣ୍ଣ ମୂଲ୍ୟ ପରିବହନ ସୁରକ୍ଷା, ${policies.claimsResolution} ଭିତରେ କ୍ଲେମର ସମାଧାନ ସହ।`,
  hero: {
    title: 'ଆପଣଙ୍କ ଜିନିଷ ପାଇଁ ସିଫ୍ଟିଂ ବୀମା',
    intro:
      'ଯତ୍ନର ସହ ପ୍ୟାକିଂ ପ୍ରାୟ ସବୁ ଦୁର୍ଘଟଣା ରୋକେ। ବାକି ପାଇଁ ବୀମା ଅଛି: ସିଫ୍ଟିଂ ଦିନ ପୂର୍ବରୁ ଆପଣ କେତେ ସୁରକ୍ଷା ଚାହାନ୍ତି ବାଛନ୍ତୁ, ଓ କିଛି ଭୁଲ ହେଲେ ଠିକ୍ କ’ଣ ହେବ ଜାଣନ୍ତୁ।',
    ctas: [
      { label: 'ବୀମା ସହ ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ', href: bookFor('insurance') },
      { label: 'ବୀମା ବିଷୟରେ ପଚାରନ୍ତୁ', href: '/contact', variant: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'insurance',
      id: 'coverage',
      title: 'ବୀମାର ବିକଳ୍ପ',
      intro: 'କୋଟେସନ୍ ନିଶ୍ଚିତ କଲାବେଳେ ଏକ ବିକଳ୍ପ ବାଛନ୍ତୁ। ଲୋଡିଂର ଆଗଦିନ ପର୍ଯ୍ୟନ୍ତ ଆପଣ ଏହାକୁ ବଢ଼ାଇପାରିବେ।',
      options: insuranceOptions,
      note: claimsNote,
    },
    {
      kind: 'steps',
      title: 'କ୍ଲେମ୍ କେମିତି ହୁଏ',
      items: [
        {
          title: 'ଡେଲିଭରି ସମୟରେ ଲେଖନ୍ତୁ',
          text: 'ଡେଲିଭରି ରସିଦରେ ସ୍ୱାକ୍ଷର କରିବା ପୂର୍ବରୁ କୌଣସି କ୍ଷତି ବା ହଜିଯାଇଥିବା କାର୍ଟନ୍ ତାହାରେ ଲେଖନ୍ତୁ।',
        },
        {
          title: 'ଫଟୋ ପଠାନ୍ତୁ',
          text: `ଡେଲିଭରିର ${policies.damageReportDays} ଦିନ ଭିତରେ ଫଟୋ ଓ କ୍ଲେମ୍ ଫର୍ମ ଇମେଲ୍ ବା ହ୍ୱାଟ୍ସଆପ୍ କରନ୍ତୁ।`,
        },
        {
          title: 'ଆମେ ଯାଞ୍ଚ କରୁ',
          text: 'ଜଣେ ସର୍ଭେୟର ସାମ୍ନାସାମ୍ନି ବା ଭିଡିଓରେ ଜିନିଷଟି ଦେଖନ୍ତି ଓ ଆପଣଙ୍କ ସହ ମରାମତି ବା ମୂଲ୍ୟ ସ୍ଥିର କରନ୍ତି।',
        },
        {
          title: 'ସମାଧାନ',
          text: `${policies.claimsResolution} ଭିତରେ ମରାମତି, ବଦଳ ଜିନିଷ ବା ଟଙ୍କା।`,
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'ବୀମାରେ କ’ଣ ସାମିଲ ନୁହେଁ',
      excluded: true,
      items: [
        'ନଗଦ ଟଙ୍କା, ଗହଣା, କାଗଜପତ୍ର ଓ ଅନ୍ୟ ଦାମୀ ଜିନିଷ, ଯାହା ଆପଣ ନିଜେ ନେବା ଉଚିତ',
        'ଆପଣ ନିଜେ ପ୍ୟାକ୍ କରିଥିବା କାର୍ଟନ୍ ଭିତରର କ୍ଷତି, ଯଦି କାର୍ଟନଟି ନିଜେ କ୍ଷତିଗ୍ରସ୍ତ ହୋଇନଥାଏ',
        'ଶୀଘ୍ର ନଷ୍ଟ ହେଉଥିବା ଜିନିଷ, ଗଛ ଓ ଜୀବଜନ୍ତୁ',
        'ସିଫ୍ଟିଂ ପୂର୍ବରୁ ଥିବା ପୁରୁଣାପଣ, କ୍ଷୟ ଓ ତ୍ରୁଟି',
        'ସର୍ଭେ ସମୟରେ ଆମକୁ ଜଣାଯାଇନଥିବା ସାମାନ',
      ],
    },
  ],
};
