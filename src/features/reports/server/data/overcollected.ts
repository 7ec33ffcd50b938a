import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads';
import type { Engine } from '@/server/db/engine';
import type { Database } from '@/server/db/schema';
import { findLead } from '@/features/leads/server';
import { documentTotal } from './reports';

export interface OvercollectedMove {
  leadKind: LeadKind;
  leadId: string;
  reference: string;
  /** Every payment less refunds. */
  collectedPaise: number;
  /** Every tax invoice less every credit note. */
  invoicedPaise: number;
}

/**
 * Moves that have a tax invoice and whose money collected is more than it invoiced: what the
 * office owes back or has yet to invoice (the owner's figures flag them), whatever the period.
 */
export async function overcollectedMoves(
  db: Kysely<Database>,
  engine: Engine,
): Promise<OvercollectedMove[]> {
  const total = documentTotal(engine);
  const { rows } = await sql<{
    kind: LeadKind;
    id: string;
    collected: number | string;
    invoiced: number | string;
  }>`
    with paid as (
      select lead_kind, lead_id, sum(amount_paise) as collected
      from payments group by lead_kind, lead_id
    ), billed as (
      select lead_kind, lead_id,
             sum(case when kind = 'invoice' then ${total} else -${total} end) as invoiced
      from documents where kind in ('invoice', 'credit-note') group by lead_kind, lead_id
      having sum(case when kind = 'invoice' then 1 else 0 end) > 0
    )
    select paid.lead_kind as kind, paid.lead_id as id, collected, invoiced
    from paid join billed on billed.lead_kind = paid.lead_kind and billed.lead_id = paid.lead_id
    where collected > invoiced
    order by paid.lead_id`.execute(db);
  // Result keys come back camel-cased, so the query names them in one word. Few rows: each
  // lead's reference is read through its kind's own lookup.
  const leads = await Promise.all(rows.map((row) => findLead(db, row.kind, row.id)));
  return rows.map((row, i) => ({
    leadKind: row.kind,
    leadId: row.id,
    reference: leads[i]?.reference ?? row.id,
    collectedPaise: Number(row.collected),
    invoicedPaise: Number(row.invoiced),
  }));
}
