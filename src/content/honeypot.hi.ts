import type * as en from './honeypot';
import type { Translated } from '@/lib/i18n/translated';

export const honeypotTexts: Translated<typeof en.honeypotTexts> = {
  label: 'इसे ख़ाली छोड़ दें',
};
