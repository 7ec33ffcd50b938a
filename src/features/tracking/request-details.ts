import { moveTypeLabels } from '@/features/leads/content/staff';
import { bookingServiceLabel } from '@/features/leads/content/booking';
import { trackDetailLabels } from '@/features/tracking/content';
import type { TrackKind } from '@/features/leads';
import { formatDay } from '@/features/leads';

export interface RequestFacts {
  service?: string | null;
  moveDate?: string | null;
  origin?: string | null;
  destination?: string | null;
  moveType?: string | null;
}

/**
 * "What you asked for", labelled for the customer on /track (who has shown their contact);
 * empty ones left out. Holds what they typed (the pop-up's service, the route).
 */
export function requestDetails(
  kind: TrackKind,
  facts: RequestFacts,
): { label: string; value: string }[] {
  const details: { label: string; value: string }[] = [];
  if (facts.service) {
    const service = kind === 'booking' ? bookingServiceLabel(facts.service) : facts.service;
    details.push({ label: trackDetailLabels.service, value: service });
  }
  if (facts.moveDate)
    details.push({ label: trackDetailLabels.moveDate, value: formatDay(facts.moveDate) });
  if (facts.origin && facts.destination)
    details.push({
      label: trackDetailLabels.route,
      value: `${facts.origin} → ${facts.destination}`,
    });
  if (facts.moveType)
    details.push({
      label: trackDetailLabels.moveType,
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
): { label: string; value: string }[] {
  return requestDetails(kind, {
    service: kind === 'booking' ? facts.service : null,
    moveDate: facts.moveDate,
    moveType: facts.moveType,
  });
}
