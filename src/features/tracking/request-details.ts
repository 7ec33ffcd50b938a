import { moveTypeLabels } from '@/features/leads/content/staff';
import { bookingServiceLabel } from '@/features/leads/content/booking';
import { trackDetailLabels } from '@/features/tracking/content';
import type { TrackKind } from '@/features/leads';
import { formatDay } from '@/features/leads';
import type { Translated } from '@/lib/i18n/translated';

export interface RequestFacts {
  service?: string | null;
  moveDate?: string | null;
  origin?: string | null;
  destination?: string | null;
  moveType?: string | null;
}

/**
 * The words of the details in the customer's language (the labels of content.hi.ts, the
 * services of booking.hi.ts, and their Odia ones); English by default. Passed in, so a page in
 * English carries no other language's words.
 */
export interface DetailWords {
  labels: Translated<typeof trackDetailLabels>;
  serviceLabel(slug: string): string;
}

const englishWords: DetailWords = { labels: trackDetailLabels, serviceLabel: bookingServiceLabel };

/**
 * "What you asked for", labelled for the customer on /track (who has shown their contact);
 * empty ones left out. Holds what they typed (the pop-up's service, the route).
 */
export function requestDetails(
  kind: TrackKind,
  facts: RequestFacts,
  words: DetailWords = englishWords,
): { label: string; value: string }[] {
  const labels = words.labels;
  const details: { label: string; value: string }[] = [];
  if (facts.service) {
    const service = kind === 'booking' ? words.serviceLabel(facts.service) : facts.service;
    details.push({ label: labels.service, value: service });
  }
  if (facts.moveDate) details.push({ label: labels.moveDate, value: formatDay(facts.moveDate) });
  if (facts.origin && facts.destination)
    details.push({
      label: labels.route,
      value: `${facts.origin} → ${facts.destination}`,
    });
  if (facts.moveType)
    details.push({
      label: labels.moveType,
      value: moveTypeLabels[facts.moveType as keyof typeof moveTypeLabels] ?? facts.moveType,
    });
  return details;
}

/**
 * The details an email may carry: only values picked from our own lists (a booking's service,
 * the date, the move type), never what the visitor typed, because the address is not verified
 * and the site must not carry a stranger's words to it. The rest is on /track.
 */
export function chosenRequestDetails(
  kind: TrackKind,
  facts: RequestFacts,
  words: DetailWords = englishWords,
): { label: string; value: string }[] {
  return requestDetails(
    kind,
    {
      service: kind === 'booking' ? facts.service : null,
      moveDate: facts.moveDate,
      moveType: facts.moveType,
    },
    words,
  );
}
