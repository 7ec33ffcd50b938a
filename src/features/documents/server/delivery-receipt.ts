import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadRow } from '@/features/leads';
import { findInventory } from '@/features/survey/server';
import { packageLines } from '@/features/documents/packages';
import type { DeliveryReceiptSnapshot } from '@/features/documents/snapshots';
import type { Database } from '@/server/db/schema';
import { customerParty, routeOf, sellerNow } from './build';
import { listDocuments, type StoredDocument } from './data/documents';
import { storeDocument } from './store';

/** What the move-day feature knows at `delivered` and the paper prints beside the lead's own. */
export type DeliveryFacts = Pick<
  DeliveryReceiptSnapshot,
  'exceptions' | 'photos' | 'steps' | 'signature'
>;

/**
 * Issues the move's proof of delivery, numbered in its own series (POD/…) like every document,
 * with the QR code of its /verify link, inside the caller's write transaction (the `delivered`
 * step's): the step and its paper are stored together or not at all. The packages are the
 * survey's, numbered as on the packing list. A move has one; a second call returns it.
 */
export async function issueDeliveryReceipt(
  trx: Kysely<Database>,
  lead: LeadRow<'booking'>,
  issuer: { userId: string; name: string | null },
  facts: DeliveryFacts,
  now: Date = new Date(),
): Promise<StoredDocument> {
  const existing = (await listDocuments(trx, 'booking', lead.id)).find(
    (d) => d.kind === 'delivery-receipt',
  );
  if (existing) return existing;
  const inventory = await findInventory(trx, 'booking', lead.id);
  return storeDocument(
    trx,
    {
      leadKind: 'booking',
      leadId: lead.id,
      kind: 'delivery-receipt',
      issuedBy: issuer.userId,
      issuedByName: issuer.name,
      build: (number, issuedOn, issuedAt): DeliveryReceiptSnapshot => ({
        kind: 'delivery-receipt',
        number,
        issuedOn,
        issuedAt,
        leadReference: lead.reference,
        // Its words print in the customer's language beside English (issue 49).
        language: lead.language ?? 'en',
        seller: sellerNow(),
        customer: customerParty(lead),
        deliveredTo: customerParty(lead, { end: 'drop' }),
        move: routeOf(lead),
        packages: packageLines(inventory?.rooms ?? []),
        ...facts,
      }),
    },
    now,
  );
}
