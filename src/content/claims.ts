import { site } from './site';

/**
 * Marketing claims, written once. Only facts the company states about itself (the year it
 * began, where it goes, its team): no rating, no count of moves or customers. A rating on the
 * site is the published reviews' own (issue 45: a figure the site cannot show is the fake
 * rating the reviews replaced), drawn by the page from them, never written here.
 */
export const claims = {
  cities: { value: '25+', label: 'cities served' },
  experience: {
    value: String(site.founded),
    label: 'the year we began',
    text: `since ${site.founded}`,
  },
  teamExperience: '30 years combined team experience',
  callbackPromise: 'Our team contacts you within 24 hours.',
  emailReply: 'We reply to emails within 1 business day.',
  support: '24/7 support',
} as const;
