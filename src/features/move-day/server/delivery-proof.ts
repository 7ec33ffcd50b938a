import 'server-only';
import type { Kysely } from 'kysely';
import { catalogueItem } from '@/features/survey';
import type { DeliveryFacts } from '@/features/documents/server';
import type { Database } from '@/server/db/schema';
import { inLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/locales';
import * as moveDayContent from '../content';
import { milestoneLabels } from '../content';
import { lastSignature, photosOf } from './captures';
import { milestonesOf } from './repository';

/**
 * What the proof of delivery prints from the move day, read in the `delivered` step's
 * transaction: every step with its time and who recorded it, the exceptions (the delivered
 * step's note, then each delivery photo's note with its thing), the photos counted by stage,
 * and the customer's last delivery signature.
 */
export async function deliveryFactsOf(
  trx: Kysely<Database>,
  bookingId: string,
  locale: Locale = 'en',
): Promise<DeliveryFacts> {
  // Each step's name in English, then the customer's language, as the paper's other words.
  const local = inLocale(moveDayContent, locale).milestoneLabels;
  const label = (kind: keyof typeof milestoneLabels) =>
    local[kind] && local[kind] !== milestoneLabels[kind]
      ? `${milestoneLabels[kind]} / ${local[kind]}`
      : milestoneLabels[kind];
  const [steps, photos, signature] = await Promise.all([
    milestonesOf(trx, bookingId),
    photosOf(trx, bookingId),
    lastSignature(trx, bookingId, 'delivery'),
  ]);
  const delivered = steps.find((step) => step.kind === 'delivered');
  const photoNotes = photos
    .filter((photo) => photo.stage === 'delivery' && photo.note)
    .map((photo) => {
      const item = photo.itemId ? catalogueItem(photo.itemId)?.name : undefined;
      return item ? `${item}: ${photo.note}` : (photo.note ?? '');
    });
  return {
    steps: steps.map((step) => ({ label: label(step.kind), at: step.at, by: step.by })),
    exceptions: [...(delivered?.note ? [delivered.note] : []), ...photoNotes],
    photos: {
      pickup: photos.filter((photo) => photo.stage === 'pickup').length,
      delivery: photos.filter((photo) => photo.stage === 'delivery').length,
    },
    signature: signature
      ? {
          name: signature.name,
          at: signature.at,
          pngBase64: Buffer.from(signature.png).toString('base64'),
        }
      : null,
  };
}
