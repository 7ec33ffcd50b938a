import type { Translated } from '@/lib/i18n/translated';
import type * as en from './language-choice';

export const quotationLanguageChoice: Translated<typeof en.quotationLanguageChoice> = {
  label: 'ଏହି କୋଟେସନ୍ ଏହି ଭାଷାରେ ପଢ଼ନ୍ତୁ',
};
