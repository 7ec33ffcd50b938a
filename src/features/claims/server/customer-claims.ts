import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import type { Database } from '@/server/db/schema';
import type { CustomerClaim } from '../kinds';
import { claimsOfLead, claimView } from './data/claims';

/** A move's claims as /track shows them to the customer: no staff names. */
export async function customerClaims(
  db: Kysely<Database>,
  kind: LeadKind,
  leadId: string,
): Promise<CustomerClaim[]> {
  return (await claimsOfLead(db, kind, leadId)).map(claimView).map((c) => ({
    number: c.number,
    status: c.status,
    askedPaise: c.askedPaise,
    settledPaise: c.settledPaise,
    note: c.note,
  }));
}
