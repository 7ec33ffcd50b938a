import type * as en from './honeypot';
import type { Translated } from '@/lib/i18n/translated';

export const honeypotTexts: Translated<typeof en.honeypotTexts> = {
  label: 'ଏହାକୁ ଖାଲି ଛାଡ଼ନ୍ତୁ',
};
