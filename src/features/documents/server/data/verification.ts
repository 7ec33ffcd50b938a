import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/** The document a verification code names, with the credit note that cancels it, if any. */
export async function findByVerifyCode(db: Kysely<Database>, code: string) {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'kind', 'number', 'snapshot'])
    .where('verifyCode', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const credit = await db
    .selectFrom('documents')
    .select(['number', 'snapshot'])
    .where('kind', '=', 'credit-note')
    .where('citesId', '=', row.id)
    .executeTakeFirst();
  return { ...row, credit };
}

/** A quotation version's verification code, if its PDF was drawn already. */
export async function quotationVersionCode(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('quotationVersions')
    .select('verifyCode')
    .where('quotationId', '=', quotationId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row && row.verifyCode;
}

/** Gives a quotation version its code, unless someone else (a second download) gave one first. */
export async function setQuotationVersionCode(
  db: Kysely<Database>,
  quotationId: string,
  version: number,
  code: string,
): Promise<void> {
  await db
    .updateTable('quotationVersions')
    .set({ verifyCode: code })
    .where('quotationId', '=', quotationId)
    .where('version', '=', version)
    .where('verifyCode', 'is', null)
    .execute();
}

/** The quotation version a code names, with its move's reference (null once erased). */
export async function findQuotationByVerifyCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('quotationVersions')
    .innerJoin('quotations', 'quotations.id', 'quotationVersions.quotationId')
    .leftJoin('bookings', (join) =>
      join.onRef('bookings.id', '=', 'quotations.leadId').on('quotations.leadKind', '=', 'booking'),
    )
    .leftJoin('quoteRequests', (join) =>
      join
        .onRef('quoteRequests.id', '=', 'quotations.leadId')
        .on('quotations.leadKind', '=', 'quote'),
    )
    .leftJoin('contactMessages', (join) =>
      join
        .onRef('contactMessages.id', '=', 'quotations.leadId')
        .on('quotations.leadKind', '=', 'contact'),
    )
    .select((eb) => [
      'quotationVersions.version',
      'quotationVersions.totalPaise',
      'quotationVersions.createdAt',
      eb.fn
        .coalesce('bookings.reference', 'quoteRequests.reference', 'contactMessages.reference')
        .as('reference'),
    ])
    .where('quotationVersions.verifyCode', '=', code)
    .executeTakeFirst();
}
