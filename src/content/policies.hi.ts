// Left out: none (the numbers are copied; the two spans of time are in words).
import type * as en from './policies';
import type { Translated } from '@/lib/i18n/translated';

export const policies: Translated<typeof en.policies> = {
  freeRescheduleHours: 48,
  damageReportDays: 7,
  claimsResolution: '7-10 कामकाजी दिन',
  carTransitDays: '2 से 10 दिन',
  quoteValidityDays: 15,
};
