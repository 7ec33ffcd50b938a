import type { Kysely } from 'kysely';
import { quotationTotals, type QuotationLine } from '@/features/quotation';
import type { Database } from '../schema';
import type { Migration } from './types';

/**
 * One money function (issue 45): a quotation's discount now comes off before GST, as on the
 * tax invoice, and each line's GST is two half-up halves, so the stored totals of every version
 * are worked out again from its lines. An accepted version's total becomes the total its tax
 * invoice prints (a discount lowers it by the GST on the discount; rounding moves it by at most
 * a paisa a line), so the ledger's balance and the invoice's agree; the advance asked is kept,
 * never above the new total. The lines, the discount and the acceptance itself do not change.
 */
export const quotationTotals021: Migration = {
  name: '021-quotation-totals',
  async up(untyped) {
    const db = untyped as Kysely<Database>;
    const rows = await db
      .selectFrom('quotationVersions')
      .select(['quotationId', 'version', 'lines', 'discountPaise', 'advancePaise'])
      .execute();
    for (const row of rows) {
      const totals = quotationTotals(
        JSON.parse(row.lines) as QuotationLine[],
        Number(row.discountPaise),
      );
      await db
        .updateTable('quotationVersions')
        .set({
          subtotalPaise: totals.subtotalPaise,
          gstPaise: totals.gstPaise,
          discountPaise: totals.discountPaise,
          totalPaise: totals.totalPaise,
          advancePaise: Math.min(Number(row.advancePaise), totals.totalPaise),
        })
        .where('quotationId', '=', row.quotationId)
        .where('version', '=', row.version)
        .execute();
    }
  },
};
