// Every export of policies.ts is here; the numbers are copied, the two spans of time translated.
import type * as en from './policies';
import type { Translated } from '@/lib/i18n/translated';

export const policies: Translated<typeof en.policies> = {
  freeRescheduleHours: 48,
  damageReportDays: 7,
  claimsResolution: '7-10 କାର୍ଯ୍ୟଦିବସ',
  carTransitDays: '2 ରୁ 10 ଦିନ',
  quoteValidityDays: 15,
};
