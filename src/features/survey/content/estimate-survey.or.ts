// Left out: nothing.
import type * as en from './estimate-survey';
import type { Translated } from '@/lib/i18n/translated';

export const estimateSurveyTexts: Translated<typeof en.estimateSurveyTexts> = {
  heading: 'ପକ୍କା ଦର ପାଇଁ ଆପଣଙ୍କ ସାମାନ ଲେଖନ୍ତୁ',
  body: 'ଏହି ଅନୁମାନ ଆପଣଙ୍କ ଆକାରର ସାଧାରଣ ଘର ପାଇଁ। ଏହି ଦରରେ ବୁକ୍ କରନ୍ତୁ ବା କୋଟେସନ୍ ମାଗନ୍ତୁ, ତା’ପରେ ରେଫରେନ୍ସ ସହ ଟ୍ରାକିଂ ପୃଷ୍ଠାରେ ଆପଣଙ୍କ ଅନୁରୋଧ ଖୋଲନ୍ତୁ ଓ କୋଠରି ଅନୁସାରେ ସାମାନ ଲେଖନ୍ତୁ: ଆପଣଙ୍କ ତାଲିକାରୁ ଆମେ ଦର ଓ ଟ୍ରକ୍ ପକ୍କା କରିବୁ।',
  link: 'ମୋ ପାଖରେ ରେଫରେନ୍ସ ଅଛି: ସାମାନ ଲେଖନ୍ତୁ',
};
