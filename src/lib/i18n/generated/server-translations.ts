// Written by scripts/content/i18n-registry.mjs: run it after adding a translation.
import type { TranslationTable } from '../translation-table';
import * as en0 from '@/content/language-switch';
import * as hi0 from '@/content/language-switch.hi';
import * as or0 from '@/content/language-switch.or';

export const serverTranslations: TranslationTable = new Map<object, Partial<Record<'hi' | 'or', object>>>([
  [en0, { hi: hi0, or: or0 }],
]);
