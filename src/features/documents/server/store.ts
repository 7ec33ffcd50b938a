import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { todayInIndia } from '@/lib/dates';
import { DOCUMENT_KINDS, type DocumentKind } from '@/features/documents/kinds';
import { documentNumber, financialYear } from '@/features/documents/numbering';
import type { DocumentSnapshot } from '@/features/documents/snapshots';
import type { LeadKind } from '@/features/leads';
import {
  insertDocument,
  takeSerial,
  type StoredDocument,
} from '@/features/documents/server/data/documents';
import type { Database } from '@/server/db/schema';
import { newVerifyMark } from '@/features/documents/server/verify-code';

/** Why an issue was refused; thrown inside the transaction so the serial taken is given back. */
export class DocumentRefusal extends Error {
  constructor(
    readonly reason:
      | 'exists'
      | 'no_quotation'
      | 'no_payment'
      | 'receipt_exists'
      | 'no_invoice'
      | 'credited'
      | 'no_business_invoice'
      | 'too_many_carriages',
  ) {
    super(`document refused: ${reason}`);
    this.name = 'DocumentRefusal';
  }
}

export interface IssueRequest {
  leadKind: LeadKind;
  leadId: string;
  kind: DocumentKind;
  issuedBy: string;
  issuedByName: string | null;
  paymentId?: string | null;
  citesId?: string | null;
  /** The snapshot for this number and day; throw a DocumentRefusal to refuse. */
  build(
    number: string,
    issuedOn: string,
    issuedAt: string,
  ): Promise<DocumentSnapshot> | DocumentSnapshot;
}

/**
 * Takes the next number of the kind's series (the financial year of today in India) and stores
 * the document with its frozen snapshot. Run inside a write transaction: the number is used
 * exactly when the document is stored.
 */
export async function storeDocument(
  trx: Kysely<Database>,
  request: IssueRequest,
  now: Date = new Date(),
): Promise<StoredDocument> {
  const issuedAt = now.toISOString();
  const issuedOn = todayInIndia(now);
  const year = financialYear(issuedOn);
  const serial = await takeSerial(trx, request.kind, year);
  const number = documentNumber(DOCUMENT_KINDS[request.kind].prefix, year, serial);
  const verify = newVerifyMark();
  const snapshot = { ...(await request.build(number, issuedOn, issuedAt)), verify };
  const row: StoredDocument = {
    id: randomUUID(),
    leadKind: request.leadKind,
    leadId: request.leadId,
    kind: request.kind,
    number,
    financialYear: year,
    serial,
    paymentId: request.paymentId ?? null,
    citesId: request.citesId ?? null,
    snapshot: JSON.stringify(snapshot),
    issuedAt,
    issuedBy: request.issuedBy,
    issuedByName: request.issuedByName,
    verifyCode: verify.code,
  };
  await insertDocument(trx, row);
  return row;
}
