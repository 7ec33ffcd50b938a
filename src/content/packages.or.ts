// Left out: the BudgetPackage interface (a type). Ids, prices' figures, flags and links are copied.
import type * as en from './packages';
import { bookingPath } from './services';
import type { Translated } from '@/lib/i18n/translated';

export const bestValueLabel: Translated<typeof en.bestValueLabel> = 'ସବୁଠୁ ଲାଭଦାୟକ';

export const budgetPackages: Translated<typeof en.budgetPackages> = [
  {
    id: 'basic',
    title: 'ବେସିକ୍ ମୁଭ୍',
    price: '$499',
    priceNote: 'ସ୍ଥିର ଦର',
    features: ['1-2 ବେଡରୁମ୍ ଘର', 'ସହର ଭିତରେ ସିଫ୍ଟିଂ', '5 ଘଣ୍ଟାର ସେବା', 'ସାଧାରଣ ସୁରକ୍ଷା'],
    featured: false,
    cta: { label: 'ବେସିକ୍ ମୁଭ୍ ବୁକ୍ କରନ୍ତୁ', href: bookingPath('household-shifting') },
  },
  {
    id: 'standard',
    title: 'ଷ୍ଟାଣ୍ଡାର୍ଡ ମୁଭ୍',
    price: '$899',
    priceNote: 'ସ୍ଥିର ଦର',
    features: [
      '2-3 ବେଡରୁମ୍ ଘର',
      'ସହର ଭିତରେ ବା ଆଖପାଖ ଅଞ୍ଚଳକୁ ସିଫ୍ଟିଂ',
      '8 ଘଣ୍ଟାର ସେବା',
      'ଅଧିକ ସୁରକ୍ଷା',
      '2 ଜଣ ଦକ୍ଷ ମୁଭର୍',
    ],
    featured: true,
    cta: { label: 'ଷ୍ଟାଣ୍ଡାର୍ଡ ମୁଭ୍ ବୁକ୍ କରନ୍ତୁ', href: bookingPath('household-shifting') },
  },
  {
    id: 'custom',
    title: 'କଷ୍ଟମ୍ ମୁଭ୍',
    price: 'ନିଜସ୍ୱ କୋଟେସନ୍',
    priceNote: 'ମାଗଣା ସର୍ଭେ ପରେ',
    features: [
      'ଯେକୌଣସି ଆକାରର ଘର ବା ଅଫିସ୍',
      'ଗୋଟିଏ ସହରରୁ ଅନ୍ୟ ସହର ଓ ଦୂର ସିଫ୍ଟିଂ',
      'ଦରକାର ଅନୁସାରେ ପ୍ୟାକିଂ, ଷ୍ଟୋରେଜ୍ ଓ ଗାଡ଼ି ପରିବହନ',
      'ପୂର୍ଣ୍ଣ ମୂଲ୍ୟ ସୁରକ୍ଷା ମିଳିପାରେ',
    ],
    featured: false,
    cta: { label: 'ନିଜସ୍ୱ କୋଟେସନ୍ ମାଗନ୍ତୁ', href: '/services/quotation' },
  },
];
