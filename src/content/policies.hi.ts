// Left out: none (the numbers are the English file's; the two spans of time are in words).
import { policies as en } from './policies';
import type { Translated } from '@/lib/i18n/translated';

export const policies: Translated<typeof en> = {
  freeRescheduleHours: en.freeRescheduleHours,
  damageReportDays: en.damageReportDays,
  claimsResolution: '7-10 कामकाजी दिन',
  carTransitDays: '2 से 10 दिन',
  quoteValidityDays: en.quoteValidityDays,
};
