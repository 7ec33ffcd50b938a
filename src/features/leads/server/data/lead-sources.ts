import 'server-only';
import type { Kysely } from 'kysely';
import type { LeadKind } from '@/features/leads/lead-types';
import type { StoredSource } from '@/features/leads/schemas/lead-source';
import type { Database } from '@/server/db/schema';
import { setSummarySource } from './lead-summaries';

/** Where a lead came from: written once, in the lead's own transaction (the lead core). */
export async function insertLeadSource(
  db: Kysely<Database>,
  lead: { kind: LeadKind; id: string; createdAt: string },
  source: StoredSource,
) {
  await db
    .insertInto('leadSources')
    .values({
      leadKind: lead.kind,
      leadId: lead.id,
      utmSource: source.utmSource ?? null,
      utmMedium: source.utmMedium ?? null,
      utmCampaign: source.utmCampaign ?? null,
      referrer: source.referrer ?? null,
      landing: source.landing ?? null,
      device: source.device ?? null,
      label: source.label,
      createdAt: lead.createdAt,
    })
    .execute();
  await setSummarySource(db, lead.kind, lead.id, source.label);
}

const SHOWN = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrer',
  'landing',
  'device',
  'label',
] as const;

export type LeadSourceRow = {
  [K in (typeof SHOWN)[number]]: Database['leadSources'][K];
};

export function findLeadSource(db: Kysely<Database>, kind: LeadKind, id: string) {
  return db
    .selectFrom('leadSources')
    .select(SHOWN)
    .where('leadKind', '=', kind)
    .where('leadId', '=', id)
    .executeTakeFirst();
}

/** The sources of a page of leads (the CSV's batches), by lead id. */
export async function leadSourcesOf(
  db: Kysely<Database>,
  kind: LeadKind,
  ids: readonly string[],
): Promise<Map<string, LeadSourceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('leadSources')
    .select(['leadId', ...SHOWN])
    .where('leadKind', '=', kind)
    .where('leadId', 'in', ids)
    .execute();
  return new Map(rows.map(({ leadId, ...source }) => [leadId, source]));
}
