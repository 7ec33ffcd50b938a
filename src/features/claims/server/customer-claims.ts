import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import type { CustomerClaim } from '../kinds';
import { claimsOfLead, claimView } from './data/claims';
import { thumbsOfClaims } from './data/claim-photos';

/** A move's claims as /track shows them to the customer: no staff names; photos as thumbnails. */
export async function customerClaims(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
): Promise<CustomerClaim[]> {
  const rows = await claimsOfLead(db, kind, leadId);
  const thumbs = await thumbsOfClaims(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const c = claimView(row);
    return {
      number: c.number,
      status: c.status,
      askedPaise: c.askedPaise,
      settledPaise: c.settledPaise,
      note: c.note,
      photos: thumbs
        .filter((thumb) => thumb.claimId === row.id)
        .map((thumb) => ({
          itemIndex: Number(thumb.itemIndex),
          src: `data:image/jpeg;base64,${Buffer.from(thumb.thumb).toString('base64')}`,
        })),
    };
  });
}
