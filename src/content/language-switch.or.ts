import type { Translated } from '@/lib/i18n/translated';
import type * as en from './language-switch';

export const languageSwitch: Translated<typeof en.languageSwitch> = {
  label: 'ଭାଷା',
};
