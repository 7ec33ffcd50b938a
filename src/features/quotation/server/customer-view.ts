import 'server-only';
import type { DbHandle } from '@/server/db';
import type { StoredQuotation } from './data/quotations';
import { listDocuments } from '@/features/documents/server';
import { documentTitles } from '@/features/documents/content';
import { company } from '@/settings/company';
import { cityBySlug } from '@/content/cities';
import { indiaDayOf } from '@/lib/dates';
import { parseEstimateSnapshot } from '@/features/estimate';
import { catalogueItem, summarise } from '@/features/survey';
import type { CustomerQuotation } from '@/features/quotation/customer-view';
import { versionStatus } from '@/features/quotation/status';
import { quotationTotals } from '@/features/quotation/totals';
import { upiPayUrl } from '@/features/quotation/upi';
import { findInventory } from '@/features/survey/server';
import { lastOpenedBefore } from '@/features/quotation/server/data/quotation-lock';
import { listEvents } from '@/features/quotation/server/data/quotation-events';
import {
  findByToken,
  openedByCustomer,
  QUOTATION_READ_RULE,
  type Found,
  type Refusal,
} from './customer-access';

function placeName(value: string | null | undefined): string | null {
  if (!value) return null;
  return cityBySlug(value)?.name ?? value;
}

export async function customerView(found: Found): Promise<CustomerQuotation> {
  const { handle, quotation, latest, lead } = found;
  const kind = quotation.leadKind;
  const [inventory, events, replaces] = await Promise.all([
    findInventory(handle.db, kind, lead.id),
    listEvents(handle.db, quotation.id),
    lastOpenedBefore(handle.db, quotation.id, latest.version),
  ]);
  const rooms = inventory?.rooms ?? [];
  const load = summarise(rooms);
  const estimate = 'estimate' in lead ? parseEstimateSnapshot(lead.estimate) : null;
  const from = 'origin' in lead ? lead.origin : (estimate?.inputs.from ?? null);
  const to = 'destination' in lead ? lead.destination : (estimate?.inputs.to ?? null);
  const date = 'moveDate' in lead ? lead.moveDate : null;
  const totals = quotationTotals(latest.lines, latest.discountPaise);
  const status = versionStatus(latest, quotation.latestVersion);
  const accepted = latest.acceptedAt !== null;
  const paidClaims = events
    .filter((e) => e.kind === 'paid' && e.detail)
    .map((e) => ({ utr: e.detail as string, at: e.at }));
  return {
    reference: lead.reference,
    language: lead.language ?? 'en',
    customerName: 'name' in lead ? lead.name : '',
    version: latest.version,
    latestVersion: quotation.latestVersion,
    status,
    // The India day the version took its content (a draft's last change), as every date reads.
    issuedOn: indiaDayOf(latest.updatedAt),
    ...(replaces ? { replaces } : {}),
    move: {
      date,
      from: placeName(from ?? estimate?.inputs.from ?? null),
      to: placeName(to ?? estimate?.inputs.to ?? null),
      vehicle: load.vehicle
        ? `${load.vehicle.count > 1 ? `${load.vehicle.count} × ` : ''}${load.vehicle.name}`
        : null,
      volumeCft: load.totalCft > 0 ? load.totalCft : null,
    },
    inventory: {
      rooms: rooms.map((room) => ({
        name: room.name,
        items: room.items.map((line) => ({
          name: catalogueItem(line.itemId)?.name ?? line.itemId,
          qty: line.qty,
        })),
      })),
      pieces: load.pieces,
    },
    lines: totals.lines,
    subtotalPaise: totals.subtotalPaise,
    taxablePaise: totals.taxablePaise,
    gst: { totalPaise: totals.gstPaise },
    discountPaise: totals.discountPaise,
    totalPaise: totals.totalPaise,
    advancePaise: latest.advancePaise,
    balancePaise: totals.totalPaise - latest.advancePaise,
    validUntil: latest.validUntil,
    ...(accepted ? { acceptedAt: latest.acceptedAt!, acceptedName: latest.acceptedName! } : {}),
    ...(accepted && company.upi.id && latest.advancePaise > 0
      ? {
          upi: {
            url: upiPayUrl({
              upiId: company.upi.id,
              payeeName: company.upi.payeeName,
              amountPaise: latest.advancePaise,
              note: lead.reference,
            }),
            amountPaise: latest.advancePaise,
          },
        }
      : {}),
    ...(paidClaims.length > 0 ? { paidClaims } : {}),
    documents: [
      {
        id: 'quotation',
        title: 'Quotation',
        number: `${lead.reference} v${latest.version}`,
        url: `/api/quotations/${quotation.token}/documents/quotation`,
      },
      ...(await customerDocuments(handle, quotation)),
    ],
  };
}

export type ViewResult = { ok: true; quotation: CustomerQuotation } | Refusal;

/**
 * The customer opens their quotation: the latest version; its first opening is recorded. A
 * signed-in staff member checking the link (`sessionToken`, their cookie) is not the customer:
 * their look records nothing.
 */
export async function customerQuotation(
  token: string,
  address: string,
  sessionToken?: string,
): Promise<ViewResult> {
  const found = await findByToken(token, address, QUOTATION_READ_RULE);
  if (!found.ok) return found;
  return { ok: true, quotation: await customerView(await openedByCustomer(found, sessionToken)) };
}

/** The move's documents as the customer's page lists them, the quotation first. */
export async function customerDocuments(
  handle: DbHandle,
  quotation: StoredQuotation,
): Promise<{ id: string; title: string; number: string; url: string }[]> {
  const rows = await listDocuments(handle.db, quotation.leadKind, quotation.leadId);
  return rows.map((row) => ({
    id: row.id,
    title: documentTitles[row.kind],
    number: row.number,
    url: `/api/quotations/${quotation.token}/documents/${row.id}`,
  }));
}
