// Every export of policies.ts is here; the numbers are the English file's, the two spans of time
// translated.
import { policies as en } from './policies';
import type { Translated } from '@/lib/i18n/translated';

export const policies: Translated<typeof en> = {
  freeRescheduleHours: en.freeRescheduleHours,
  damageReportDays: en.damageReportDays,
  claimsResolution: '7-10 କାର୍ଯ୍ୟଦିବସ',
  carTransitDays: '2 ରୁ 10 ଦିନ',
  quoteValidityDays: en.quoteValidityDays,
};
