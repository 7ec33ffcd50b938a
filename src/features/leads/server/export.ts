import 'server-only';
import { csvFieldLabels, leadSourceTexts } from '@/features/leads/content/staff';
import { paymentCsvTexts } from '@/features/payments/content';
import { paiseDecimal } from '@/lib/format-inr';
import { moneyFigures } from '@/features/payments';
import type { OwedBreakdown } from '@/features/documents';
import { csvFieldValue } from '@/features/leads/format';
import { CSV_BOM, csvRow } from '@/lib/csv';
import { isTrackKind, LEAD_KINDS } from '@/features/leads/lead-kinds';
import { type LeadField } from '@/features/leads/lead-types';
import { quotationCsvLabel, quotationCsvValue } from '@/features/quotation';
import { leadSourcesOf } from '@/features/leads/server/data/lead-sources';
import { paidByLead } from '@/features/payments/server';
import { amountsOwedOf } from '@/features/documents/server';
import { latestVersionsOfLeads } from '@/features/quotation/server';
import { leadBatches } from '@/features/leads/server/data/lead-search';
import { type LeadFilter } from '@/features/leads/server/data/lead-filter';
import { insertAudit } from '@/server/db/stores/audit-log';
import { actorOf, need, type StaffMember } from '@/features/people/server';

/** Where each lead came from, after its own fields (empty for a lead with no source kept). */
const SOURCE_COLUMNS = [
  'label',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrer',
  'landing',
  'device',
] as const;

/**
 * The leads of a filter as a CSV stream (header row, then every field of every lead, newest
 * first). The first batch is read before this returns, so a store that cannot be read fails
 * the request instead of starting a broken download.
 */
export async function adminExportCsv(
  member: StaffMember,
  filter: LeadFilter,
): Promise<ReadableStream<Uint8Array>> {
  const { db, engine, session } = await need(member, 'leads.export');
  await insertAudit(db, {
    ...actorOf(session),
    action: 'export',
    target: LEAD_KINDS[filter.kind].type,
    detail:
      [
        filter.q && `q=${filter.q}`,
        filter.status && `status=${filter.status}`,
        filter.source && `source=${filter.source}`,
      ]
        .filter(Boolean)
        .join(' ') || null,
  });
  const fields: readonly LeadField[] = LEAD_KINDS[filter.kind].fields;
  const batches = leadBatches(db, engine, filter);
  const first = await batches.next();
  const encoder = new TextEncoder();
  // A request a customer made has a quotation column (its latest version, as one line) and
  // its money as plain decimals: whether its invoice is under reverse charge, what the customer
  // pays us (the taxable value under reverse charge, less settled claims), paid (less refunds)
  // and the balance of that.
  const quotable = isTrackKind(filter.kind);
  const rowsOf = async (rows: Record<string, unknown>[]) => {
    const ids = rows.map((row) => String(row.id));
    const [quotations, totals, paid, sources] = await Promise.all([
      quotable ? latestVersionsOfLeads(db, filter.kind, ids) : new Map(),
      quotable ? amountsOwedOf(db, filter.kind, ids) : new Map<string, OwedBreakdown>(),
      quotable ? paidByLead(db, filter.kind, ids) : new Map<string, number>(),
      leadSourcesOf(db, filter.kind, ids),
    ]);
    return rows
      .map((row) => {
        const values = fields.map((f) => csvFieldValue(filter.kind, f, row));
        const id = String(row.id);
        const version = quotations.get(id);
        const source = sources.get(id);
        const owed = totals.get(id);
        const money = moneyFigures(owed?.owedPaise ?? null, paid.has(id) ? [paid.get(id)!] : []);
        const anyMoney = money.totalPaise !== null || paid.has(id);
        return csvRow([
          ...values,
          ...(quotable
            ? [
                version ? quotationCsvValue(version) : '',
                money.totalPaise === null
                  ? ''
                  : owed?.reverseCharge
                    ? paymentCsvTexts.reverseChargeYes
                    : paymentCsvTexts.reverseChargeNo,
                money.totalPaise === null ? '' : paiseDecimal(money.totalPaise),
                anyMoney ? paiseDecimal(money.paidPaise) : '',
                money.balancePaise === null ? '' : paiseDecimal(money.balancePaise),
              ]
            : []),
          ...SOURCE_COLUMNS.map((column) => source?.[column] ?? ''),
        ]);
      })
      .join('');
  };
  const header = [
    ...fields.map((f) => csvFieldLabels[f]),
    ...(quotable
      ? [
          quotationCsvLabel,
          paymentCsvTexts.reverseCharge,
          paymentCsvTexts.customerPays,
          paymentCsvTexts.paid,
          paymentCsvTexts.balance,
        ]
      : []),
    ...SOURCE_COLUMNS.map((column) => leadSourceTexts.labels[column]),
  ];
  const firstRows = first.done ? '' : await rowsOf(first.value);

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
      if (!first.done) controller.enqueue(encoder.encode(firstRows));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(await rowsOf(next.value)));
      } catch (error) {
        console.error('[admin] export failed part-way:', error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
