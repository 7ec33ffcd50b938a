// Left out (the office's and crew's screens, staff-only): moveDayTexts, jobSheetTexts, milestoneActions, milestoneErrors, moveDayAudit, captureErrors, crewAccountTexts, crewTexts, crewPickTexts, dayTexts. milestoneEmails.label (the Outbox's line) stays English.
import type * as en from './content';
import type { Translated } from '@/lib/i18n/translated';
import { milestoneEmails as english } from './content';
import type { MilestoneKind } from './milestones';

/** A step's name as /track and the customer's emails say it. */
export const milestoneLabels: Translated<typeof en.milestoneLabels> = {
  arrived: 'टीम पिकअप पर पहुँच गई',
  packed: 'पैकिंग हो गई',
  loaded: 'ट्रक में लोड हो गया',
  'in-transit': 'रास्ते में',
  reached: 'डिलीवरी की जगह पहुँच गया',
  delivered: 'डिलीवरी हो गई',
} satisfies Record<MilestoneKind, string>;

export const milestoneEmails: Translated<typeof en.milestoneEmails> = {
  loaded: {
    subject: (reference: string) => `आपका सामान ट्रक में लोड हो गया है: ${reference}`,
    body: (expected: string | null) =>
      `हमारी टीम ने आपका सामान ट्रक में लोड कर दिया है।${expected ? ` हमें उम्मीद है कि ${expected} को डिलीवरी हो जाएगी।` : ''}`,
  },
  delivered: {
    subject: (reference: string) => `आपके सामान की डिलीवरी हो गई है: ${reference}`,
    body: 'आपके सामान की डिलीवरी हो गई है। हमारे साथ शिफ्टिंग करने के लिए धन्यवाद। डिलीवरी का प्रमाण ट्रैकिंग पेज पर है।',
  },
  trackIntro: 'अपनी शिफ्टिंग का हर कदम ट्रैकिंग पेज पर देखें:',
  label: english.label,
};

export const trackMilestoneTexts: Translated<typeof en.trackMilestoneTexts> = {
  heading: 'शिफ्टिंग के दिन',
  expected: (day: string) => `डिलीवरी की उम्मीद: ${day}`,
  none: 'शिफ्टिंग के दिन हमारी टीम हर कदम यहाँ दर्ज करेगी।',
  photosHeading: 'आपके सामान की फ़ोटो',
  photosIntro:
    'पिकअप और डिलीवरी के समय हमारी टीम ने ली हैं। इन्हें सिर्फ़ आप (इसी ट्रैकिंग से) और हमारी टीम देख सकते हैं।',
  photoAlt: (stage: 'pickup' | 'delivery', note: string | null) =>
    `${stage === 'pickup' ? 'पिकअप पर' : 'डिलीवरी पर'}${note ? `: ${note}` : ''}`,
  openPhoto: 'पूरी फ़ोटो खोलें',
};
