import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { documentTitles } from '@/features/documents/content';
import { DOCUMENT_KINDS } from '@/features/documents/kinds';
import { tdsDeclarationOf } from './declaration';
import type { DocumentView } from '@/features/documents/views';
import type { DocumentSnapshot, InvoiceSnapshot } from '@/features/documents/snapshots';
import { isTrackKind, type AnyLeadRow, type LeadKind } from '@/features/leads';
import type { DocumentInput } from '@/features/documents/schema';
import { getDb } from '@/server/db';
import { findLead } from '@/features/leads/server';
import { insertAudit } from '@/server/db/stores/audit-log';
import { findDocument, listDocuments, type StoredDocument } from './data/documents';
import { drawForStaff } from './staff-download';
import { findQuotationOfLead, listVersions } from '@/features/quotation/server';
import { writeTransaction } from '@/server/db/write-transaction';
import type { Database } from '@/server/db/schema';
import { customerParty, invoiceFiguresOf, placeOfSupply, routeOf, sellerNow } from './build';
import { drawDocument } from '@/features/documents/server/draw';
import { EMAILED_KINDS, queueDocumentEmail } from '@/features/documents/server/email';
import { DocumentRefusal, storeDocument } from '@/features/documents/server/store';
import { wakeMailSender } from '@/server/mail/outbox';
import { paymentsOf } from '@/features/payments/server';
import { findInventory } from '@/features/survey/server';
import { packageLines } from '@/features/documents/packages';
import type { Kysely } from 'kysely';
import { actorOf, leadFor, need, readOnce, type StaffMember } from '@/features/people/server';
import { amountOwedPaise } from '@/features/documents/server/amount-owed';
import { businessInvoice } from '@/features/documents/server/business';
import { carriageOf } from '@/features/documents/server/carriage';

export const viewOf = (row: StoredDocument): DocumentView => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  title: documentTitles[row.kind],
  issuedAt: row.issuedAt,
  issuedBy: row.issuedByName,
  url: `/api/admin/documents/${row.id}`,
  citesId: row.citesId,
  paymentId: row.paymentId,
});

/** A lead's documents; undefined when there is no such lead. */
export async function adminDocuments(
  member: StaffMember,
  kind: LeadKind,
  id: string,
): Promise<DocumentView[] | undefined> {
  const { db } = await need(member, 'leads.read');
  if (!isTrackKind(kind) || !(await leadFor(member, db, kind, id))) return undefined;
  return (await documentsOnce(member, db, kind, id)).map(viewOf);
}

/** A lead's stored documents: once per page for a pageReader (the payments read them too). */
export const documentsOnce = (
  member: StaffMember,
  db: Kysely<Database>,
  kind: LeadKind,
  id: string,
) => readOnce(member, `documents:${kind}:${id}`, () => listDocuments(db, kind, id));

export type IssueResult =
  | { ok: true; document: DocumentView }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: DocumentRefusal['reason'] };

/** Issues one document of a move: its number, its frozen snapshot, an audit entry. */
export async function adminIssueDocument(
  member: StaffMember,
  leadKind: LeadKind,
  leadId: string,
  input: DocumentInput,
): Promise<IssueResult> {
  const { session } = await need(member, DOCUMENT_KINDS[input.kind].right);
  if (!isTrackKind(leadKind)) return { ok: false, reason: 'not_found' };
  const handle = await getDb();
  let emailed = false;
  try {
    const stored = await writeTransaction(handle, async (trx) => {
      emailed = false;
      const lead = await findLead(trx, leadKind, leadId);
      if (!lead) return undefined;
      const row = await storeDocument(trx, {
        leadKind,
        leadId,
        kind: input.kind,
        issuedBy: session.userId,
        issuedByName: session.name,
        paymentId: input.kind === 'receipt' ? input.paymentId : null,
        citesId: input.kind === 'credit-note' ? input.invoiceId : null,
        build: (number, issuedOn, issuedAt) =>
          snapshotOf(trx, leadKind, lead, input, {
            number,
            issuedOn,
            issuedAt,
            leadReference: lead.reference,
          }),
      });
      if (EMAILED_KINDS.has(row.kind)) {
        const bytes = await drawDocument(JSON.parse(row.snapshot) as DocumentSnapshot);
        emailed = await queueDocumentEmail(
          trx,
          { ...row, bytes },
          {
            reference: lead.reference,
            name: 'name' in lead ? lead.name : null,
            email: 'email' in lead ? lead.email : null,
            language: lead.language,
          },
        );
      }
      await insertAudit(trx, {
        ...actorOf(session),
        action: 'document-issued',
        target: lead.reference,
        detail: `${documentTitles[row.kind]} ${row.number}`,
      });
      return row;
    });
    if (emailed) wakeMailSender();
    return stored ? { ok: true, document: viewOf(stored) } : { ok: false, reason: 'not_found' };
  } catch (error) {
    if (error instanceof DocumentRefusal) return { ok: false, reason: error.reason };
    throw error;
  }
}

interface Head {
  language?: Locale;
  number: string;
  issuedOn: string;
  issuedAt: string;
  leadReference: string;
}

async function snapshotOf(
  trx: Kysely<Database>,
  leadKind: LeadKind,
  lead: AnyLeadRow & { id: string; reference: string },
  input: DocumentInput,
  head: Head,
): Promise<DocumentSnapshot> {
  const seller = sellerNow();
  const move = routeOf(lead);
  head = { ...head, language: lead.language ?? 'en' };
  const documents = await listDocuments(trx, leadKind, lead.id);
  const creditedIds = new Set(
    documents.filter((d) => d.kind === 'credit-note').map((d) => d.citesId),
  );
  switch (input.kind) {
    case 'invoice': {
      // Checked after the serial is taken: the counter's lock makes a second issuer wait for
      // the first to commit, so two at once cannot both find no invoice.
      if (documents.some((d) => d.kind === 'invoice' && !creditedIds.has(d.id)))
        throw new DocumentRefusal('exists');
      const quotation = await findQuotationOfLead(trx, leadKind, lead.id);
      const accepted =
        quotation && (await listVersions(trx, quotation.id)).find((v) => v.acceptedAt);
      if (!accepted) throw new DocumentRefusal('no_quotation');
      const place = placeOfSupply(lead, input);
      const figures = invoiceFiguresOf(
        accepted.lines,
        accepted.discountPaise,
        place.code === seller.stateCode,
      );
      const money = await paymentsOf(trx, leadKind, lead.id, accepted.totalPaise);
      return {
        kind: 'invoice',
        ...head,
        seller,
        ...businessInvoice(lead, input, place, figures),
        placeOfSupply: place,
        move,
        quotation: { reference: lead.reference, version: accepted.version },
        figures,
        receivedPaise: money.paidPaise,
      };
    }
    case 'credit-note': {
      const invoice = documents.find((d) => d.id === input.invoiceId && d.kind === 'invoice');
      if (!invoice) throw new DocumentRefusal('no_invoice');
      if (creditedIds.has(invoice.id)) throw new DocumentRefusal('credited');
      const cited = JSON.parse(invoice.snapshot) as InvoiceSnapshot;
      return {
        kind: 'credit-note',
        ...head,
        seller,
        customer: cited.customer,
        placeOfSupply: cited.placeOfSupply,
        cites: { number: cited.number, issuedOn: cited.issuedOn },
        reason: input.reason ?? '',
        figures: cited.figures,
        reverseCharge: cited.business?.reverseCharge ?? false,
      };
    }
    case 'receipt': {
      const owed = await amountOwedPaise(trx, leadKind, lead.id, { documents });
      const money = await paymentsOf(trx, leadKind, lead.id, owed);
      const index = money.items.findIndex((p) => p.id === input.paymentId);
      const payment = money.items[index];
      if (!payment) throw new DocumentRefusal('no_payment');
      if (documents.some((d) => d.kind === 'receipt' && d.paymentId === payment.id))
        throw new DocumentRefusal('receipt_exists');
      // What was paid up to and with this payment, whenever the receipt is issued.
      const paidPaise = money.items
        .slice(0, index + 1)
        .reduce((sum, item) => sum + item.amountPaise, 0);
      return {
        kind: 'receipt',
        ...head,
        seller,
        customer: customerParty(lead),
        move,
        payment: {
          kind: payment.kind,
          mode: payment.mode,
          reference: payment.reference,
          receivedOn: payment.receivedOn,
          amountPaise: payment.amountPaise,
        },
        figures: {
          totalPaise: money.totalPaise,
          paidPaise,
          balancePaise: money.totalPaise === null ? null : money.totalPaise - paidPaise,
        },
      };
    }
    case 'lr': {
      const inventory = await findInventory(trx, leadKind, lead.id);
      const packages = packageLines(inventory?.rooms ?? []).length;
      const quotation = await findQuotationOfLead(trx, leadKind, lead.id);
      const accepted =
        quotation && (await listVersions(trx, quotation.id)).find((v) => v.acceptedAt);
      const money = await paymentsOf(trx, leadKind, lead.id, accepted ? accepted.totalPaise : null);
      return {
        kind: 'lr',
        ...head,
        seller,
        customer: customerParty(lead),
        consignor: customerParty(lead, { end: 'pickup', gstin: input.gstin }),
        consignee: customerParty(lead, { end: 'drop', gstin: input.gstin }),
        move,
        vehicleNumber: input.vehicleNumber ?? '',
        driver: input.driver ?? '',
        packages,
        declaredValuePaise: input.declaredValuePaise ?? 0,
        freight: {
          amountPaise: accepted?.totalPaise ?? 0,
          // Paid when the staff say so, or when the customer has paid the whole move.
          paid:
            input.freightPaid ??
            (money.balancePaise !== null && money.balancePaise <= 0 && money.paidPaise > 0),
        },
        risk: input.risk ?? 'carrier',
        carriage: carriageOf(lead, input),
      };
    }
    case 'packing-list': {
      const inventory = await findInventory(trx, leadKind, lead.id);
      return {
        kind: 'packing-list',
        ...head,
        seller,
        customer: customerParty(lead),
        move,
        packages: packageLines(inventory?.rooms ?? []),
        declaredValuePaise: input.declaredValuePaise ?? 0,
        carriage: carriageOf(lead, input),
      };
    }
    case 'tds-declaration':
      return tdsDeclarationOf(documents, creditedIds, head, seller);
  }
}

/** An issued document's PDF for staff; each download is in the audit log. */
export async function adminDocumentPdf(
  member: StaffMember,
  id: string,
): Promise<{ number: string; bytes: Buffer } | undefined> {
  const { db, session } = await need(member, 'leads.read');
  const row = await findDocument(db, id);
  if (!row) return undefined;
  const lead = await findLead(db, row.leadKind, row.leadId);
  return drawForStaff(db, session, row, lead?.reference ?? null);
}
