// Left out: nothing.
import type * as en from './carried-estimate';
import type { Translated } from '@/lib/i18n/translated';

export const carriedEstimateTexts: Translated<typeof en.carriedEstimateTexts> = {
  heading: 'ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚ',
  intro: 'ମାଗଣା ସର୍ଭେରେ ଆପଣ କହିଥିବା ପରି ସାମାନ ମିଳିଲେ, ଆପଣଙ୍କ ବୁକିଂ ପାଇଁ ଆମେ ଏହି ଦର ରଖିବୁ।',
  breakdown: 'ଖର୍ଚ୍ଚର ବିବରଣୀ ଦେଖନ୍ତୁ',
  change: 'ଏହି ଆନୁମାନିକ ଖର୍ଚ୍ଚର ବିବରଣୀ ବଦଳାନ୍ତୁ',
  heldUntil: (date) => `ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚର ଦର ${date} ପର୍ଯ୍ୟନ୍ତ ସ୍ଥିର ରହିବ।`,
  heldBeforeMove: (held, move) =>
    `ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚର ଦର ${held} ପର୍ଯ୍ୟନ୍ତ ସ୍ଥିର ରହିବ। ଆପଣଙ୍କ ସିଫ୍ଟିଂ ତା’ପରେ, ${move} ରେ, ତେଣୁ ଆମ କୋଅର୍ଡିନେଟର ଫୋନ୍ କଲାବେଳେ ଅନ୍ତିମ ଦର ନିଶ୍ଚିତ କରିବେ।`,
  quoteHeading: 'ଏହି କୋଟେସନ୍ ମୋତେ ଇମେଲ୍ କରନ୍ତୁ',
  quoteFormIntro:
    'କେଉଁଠିକି ପଠାଇବୁ ଜଣାନ୍ତୁ। ମାଗଣା ସର୍ଭେ ବୁକ୍ କରିବାକୁ ଜଣେ କୋଅର୍ଡିନେଟର ମଧ୍ୟ ଫୋନ୍ କରିବେ, ଓ ଉପରେ ଥିବା ତାରିଖ ପର୍ଯ୍ୟନ୍ତ ଦର ସ୍ଥିର ରହିବ।',
  invalid: 'ଆନୁମାନିକ ଖର୍ଚ୍ଚ ପୃଷ୍ଠାରୁ ଆଣିଥିବା ହିସାବଟି ପୁରୁଣା ହୋଇଗଲାଣି। ଦୟାକରି ତାହା ପୁଣି ଖୋଲନ୍ତୁ।',
  emailLabel: 'ଆପଣଙ୍କ ଆନୁମାନିକ ଖର୍ଚ୍ଚ',
  emailValue: (total, low, high, date) =>
    `ଜିଏସଟି ସହ ${total} (ମାଗଣା ସର୍ଭେ ପରେ ${low} ରୁ ${high}), ${date} ପର୍ଯ୍ୟନ୍ତ ବୈଧ`,
};
