// Left out: nothing; slug, ids, hrefs and icons are copied. The packages come from
// src/content/packages.or.ts.
import type * as en from './smartmovebudget';
import { guidePath } from '../guides-paths';
import { budgetPackages } from '../packages.or';
import { bookFor } from './common';
import type { Translated } from '@/lib/i18n/translated';

export const savingTips: Translated<typeof en.savingTips> = [
  {
    icon: 'CalendarDays',
    title: 'ମାସର ମଝିରେ, ସପ୍ତାହର ମଝିରେ ସିଫ୍ଟ କରନ୍ତୁ',
    text: 'ମାସ ଶେଷର ସପ୍ତାହାନ୍ତ ମୁଭର୍ସଙ୍କ ପାଇଁ ବର୍ଷର ସବୁଠୁ ବ୍ୟସ୍ତ ଦିନ। 15 ତାରିଖର ମଙ୍ଗଳବାର କମ୍ ଖର୍ଚ୍ଚରେ ହୁଏ ଓ ସେହି ଟିମ୍ ହିଁ ମିଳେ।',
  },
  {
    icon: 'Boxes',
    title: 'ସର୍ଭେ ପୂର୍ବରୁ ଅଦରକାରୀ ଜିନିଷ କମାନ୍ତୁ',
    text: 'ଯାହା ଆପଣ ବ୍ୟବହାର କରିବେ ନାହିଁ, ବିକ୍ରି କରନ୍ତୁ, ଦାନ କରନ୍ତୁ ବା ରିସାଇକଲ୍ କରନ୍ତୁ। ଯେଉଁ କାର୍ଟନ୍ ଆପଣ ନେଉନାହାନ୍ତି, ତାହାର ଖର୍ଚ୍ଚ ଦେବାକୁ ପଡ଼େ ନାହିଁ।',
  },
  {
    icon: 'Package',
    title: 'ସହଜ ଜିନିଷ ନିଜେ ପ୍ୟାକ୍ କରନ୍ତୁ',
    text: 'ବହି, ଲୁଗା ଓ ବେଡସିଟ୍ ଆମ କାର୍ଟନରେ ସହଜରେ ପ୍ୟାକ୍ ହୁଏ। ରୋଷେଇ ଘର, କାଚ ଓ ଇଲେକ୍ଟ୍ରୋନିକ୍ସ ଟିମ୍ ପାଇଁ ଛାଡ଼ନ୍ତୁ।',
  },
  {
    icon: 'Clock',
    title: 'ତିନିରୁ ଚାରି ସପ୍ତାହ ଆଗରୁ ବୁକ୍ କରନ୍ତୁ',
    text: 'ଆଗରୁ ବୁକ୍ କଲେ ବାକି ରହିଥିବା ନୁହେଁ, ଠିକ୍ ଆକାରର ଟ୍ରକ୍ ମିଳେ, ଓ ଗୋଟିଏ ଟ୍ରିପରେ କାମ ସାରିବାର ଯୋଜନା ପାଇଁ ସମୟ ମିଳେ।',
  },
  {
    icon: 'Truck',
    title: 'ସହର ମଧ୍ୟରେ ଟ୍ରକ୍ ଭାଗ କରନ୍ତୁ',
    text: 'ଆପଣଙ୍କ ତାରିଖ ନମନୀୟ ହେଲେ, ଭାଗ ଟ୍ରକରେ ଆଂଶିକ ଲୋଡ୍ କେବଳ ଆପଣଙ୍କ ପାଇଁ ଟ୍ରକଠାରୁ ବହୁତ କମ୍ ଖର୍ଚ୍ଚରେ ହୁଏ।',
  },
  {
    icon: 'FileText',
    title: 'ପ୍ରତ୍ୟେକ ଖର୍ଚ୍ଚ ଅଲଗା ଲେଖା କୋଟେସନ୍ ମାଗନ୍ତୁ',
    text: 'ଯେଉଁ କୋଟେସନରେ ପ୍ରତ୍ୟେକ ସେବା, ସାମଗ୍ରୀ ଓ ଜିଏସଟି ଲେଖା ଥାଏ, ତାହା ସିଫ୍ଟିଂ ଦିନ ବଢ଼େ ନାହିଁ।',
  },
];

export const smartmovebudget: Translated<typeof en.smartmovebudget> = {
  slug: 'smartmovebudget',
  metaTitle: 'ସ୍ମାର୍ଟ ମୁଭ୍ ବଜେଟ୍ ପ୍ୟାକେଜ୍',
  description:
    'ସ୍ଥିର ଦରର ସିଫ୍ଟିଂ ପ୍ୟାକେଜ୍: ବେସିକ୍ ମୁଭ୍, ଷ୍ଟାଣ୍ଡାର୍ଡ ମୁଭ୍ (ସବୁଠୁ ଲାଭଦାୟକ) ଓ କଷ୍ଟମ୍ ମୁଭ୍, ସହିତ କମ୍ ଖର୍ଚ୍ଚରେ ସିଫ୍ଟ କରିବାର ବ୍ୟବହାରିକ ପରାମର୍ଶ।',
  hero: {
    title: 'ସ୍ମାର୍ଟ ମୁଭ୍ ବଜେଟ୍',
    intro:
      'ମାନରେ ସାଲିସ୍ ନକରି ଶସ୍ତା ସିଫ୍ଟିଂ: ସାଧାରଣ ଘର ସିଫ୍ଟିଂ ପାଇଁ ସ୍ଥିର ଦରର ପ୍ୟାକେଜ୍, ଅନ୍ୟ ସବୁ ପାଇଁ ନିଜସ୍ୱ କୋଟେସନ୍, ଓ କମ୍ ଖର୍ଚ୍ଚ କରିବାର ସଚ୍ଚୋଟ ପରାମର୍ଶ।',
    ctas: [
      { label: 'ଆପଣଙ୍କ କୋଟେସନ୍ ନିଅନ୍ତୁ', href: bookFor('smartmovebudget') },
      {
        label: 'ସଞ୍ଚୟ ଗାଇଡ୍ ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
        href: guidePath('savings'),
        variant: 'secondary',
      },
    ],
  },
  blocks: [
    {
      kind: 'packages',
      id: 'packages',
      title: 'ଆପଣଙ୍କ ପ୍ୟାକେଜ୍ ବାଛନ୍ତୁ',
      intro: 'ପ୍ରତ୍ୟେକ ପ୍ୟାକେଜରେ ଲୋଡିଂ, ପରିବହନ, ଅନଲୋଡିଂ ଓ ଠିକ୍ କୋଠରୀରେ ଆସବାବପତ୍ର ରଖିବା ସାମିଲ।',
      packages: budgetPackages,
    },
    {
      kind: 'features',
      title: 'ସ୍ମାର୍ଟ ସଞ୍ଚୟ ପରାମର୍ଶ',
      items: savingTips,
      ctas: [
        { label: 'ଆପଣଙ୍କ କୋଟେସନ୍ ନିଅନ୍ତୁ', href: bookFor('smartmovebudget') },
        {
          label: 'ସଞ୍ଚୟ ଗାଇଡ୍ ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
          href: guidePath('savings'),
          variant: 'secondary',
        },
      ],
    },
  ],
};
