// Every export of pricing.ts is here; the prices themselves come from packages, storage and insurance.
import type * as en from './pricing';
import type { Translated } from '@/lib/i18n/translated';
import { policies } from './policies.or';

export const pricingPage: Translated<typeof en.pricingPage> = {
  metaTitle: 'ଦର ତାଲିକା',
  description:
    'ସିଫ୍ଟିଂ ପ୍ୟାକେଜ୍, ଷ୍ଟୋରେଜ୍ ଯୋଜନା ଓ ବୀମା ବିକଳ୍ପର ଦର ଗୋଟିଏ ଜାଗାରେ: ବେସିକ୍ ମୁଭ୍, ଷ୍ଟାଣ୍ଡାର୍ଡ ମୁଭ୍, ମାସେରୁ ଷ୍ଟୋରେଜ୍, ଓ ଟ୍ରାଞ୍ଜିଟ୍ ସୁରକ୍ଷା।',
  eyebrow: 'ଦର ତାଲିକା',
  title: 'ବୁକିଂ ଆଗରୁ ସ୍ପଷ୍ଟ ଦର',
  intro:
    'ଆମର ସ୍ଥିର ଦରର ପ୍ୟାକେଜ୍, ଷ୍ଟୋରେଜ୍ ଯୋଜନା ଓ ସୁରକ୍ଷା ବିକଳ୍ପ ଗୋଟିଏ ଜାଗାରେ। ଅନ୍ୟ ସବୁ ସିଫ୍ଟିଂ ପାଇଁ ମାଗଣା ସର୍ଭେ ପରେ ଜିନିଷ ଅନୁସାରେ ଲିଖିତ କୋଟେସନ୍ ମିଳେ।',
  packagesTitle: 'ସିଫ୍ଟିଂ ପ୍ୟାକେଜ୍',
  packagesIntro: 'ସବୁଠାରୁ ସାଧାରଣ ଘର ସିଫ୍ଟିଂ ପାଇଁ। ଲୋଡିଂ, ପରିବହନ, ଅନଲୋଡିଂ ଓ ଜିନିଷ ସଜାଇବା ଅନ୍ତର୍ଭୁକ୍ତ।',
  storageTitle: 'ଷ୍ଟୋରେଜ୍ ଯୋଜନା',
  storageIntro: 'ତାପମାତ୍ରା ନିୟନ୍ତ୍ରିତ, ନଜରରେ ଥିବା ଓ ସୀମିତ ପ୍ରବେଶ ଥିବା ଷ୍ଟୋରେଜର ମାସିକ ଦର।',
  insuranceTitle: 'ବୀମା ବିକଳ୍ପ',
  insuranceIntro: 'ପ୍ରତ୍ୟେକ ସିଫ୍ଟିଂ ସହ ସାଧାରଣ ସୁରକ୍ଷା ମିଳେ; ଅଧିକ ସୁରକ୍ଷା ପାଇଁ ଅପଗ୍ରେଡ୍ କରନ୍ତୁ।',
  notesTitle: 'ଜାଣିରଖନ୍ତୁ',
  notes: [
    'ପ୍ରତ୍ୟେକ ଦର ଉପରେ ଲାଗୁ ହାରରେ GST ଯୋଡ଼ାଯାଏ ଏବଂ ଅଲଗା ଧାଡ଼ିରେ ଦେଖାଯାଏ।',
    `ଲିଖିତ କୋଟେସନ୍ ${policies.quoteValidityDays} ଦିନ ପର୍ଯ୍ୟନ୍ତ ବୈଧ।`,
    `ସିଫ୍ଟିଂର ${policies.freeRescheduleHours} ଘଣ୍ଟା ଆଗ ପର୍ଯ୍ୟନ୍ତ ତାରିଖ ବଦଳାଇବା ମାଗଣା।`,
    'ଆଡଭାନ୍ସ (ଅଗ୍ରିମ) ଦେଲେ ଆପଣଙ୍କ ତାରିଖ ପକ୍କା ହୁଏ; ବାକି ଟଙ୍କା ଡେଲିଭରି ସମୟରେ ଦିଆଯାଏ।',
  ],
  closingTitle: 'କେଉଁ ବିକଳ୍ପ ଠିକ୍, ବୁଝିପାରୁନାହାଁନ୍ତି କି?',
  closingText: 'ମାଗଣା ସର୍ଭେ ବୁକ୍ କରନ୍ତୁ ଏବଂ ଆପଣଙ୍କ ନିଜ ସିଫ୍ଟିଂ ପାଇଁ ଜିନିଷ ଅନୁସାରେ ଲିଖିତ କୋଟେସନ୍ ନିଅନ୍ତୁ।',
  quoteCta: 'ନିଜସ୍ୱ କୋଟେସନ୍ ମାଗନ୍ତୁ',
  bookCta: 'ସିଫ୍ଟିଂ ବୁକ୍ କରନ୍ତୁ',
  moreLink: 'ସବିଶେଷ',
};
