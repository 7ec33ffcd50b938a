import 'server-only';
import { cities } from '@/content/cities';
import { company } from '@/settings/company';
import {
  gstStateCodeOf,
  gstStates,
  type GstStateCode,
} from '@/features/documents/settings/gst-states';
import type { DocumentInput } from '@/features/documents/schema';
import type { MoveRoute, Party, Seller } from '@/features/documents/snapshots';
import type { InvoiceFigures } from '@/features/documents/tax-invoice';
import type { AnyLeadRow } from '@/features/leads';
import { moveFigures, type QuotationLine } from '@/features/quotation';

/** The company as every document prints it, from settings/company.ts at the moment of issue. */
export function sellerNow(): Seller {
  return {
    legalName: company.legalName,
    name: company.tradeName,
    addressLines: [...company.addressLines],
    phone: company.phone,
    email: company.email,
    gstin: company.gstin,
    pan: company.pan,
    state: company.state,
    stateCode: company.stateCode,
    bank: { ...company.bank },
    upiId: company.upi.id,
    signatory: { ...company.signatory },
  };
}

const text = (row: AnyLeadRow, field: string): string | null => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** Where the move starts and ends, as the lead has it. */
export function routeOf(lead: AnyLeadRow): MoveRoute {
  return {
    from: text(lead, 'pickupCity') ?? text(lead, 'origin') ?? '—',
    to: text(lead, 'dropCity') ?? text(lead, 'destination') ?? '—',
    moveDate: text(lead, 'moveDate'),
  };
}

const stateOfCity = (city: string | null): GstStateCode | undefined => {
  const found = city && cities.find((c) => c.name.toLowerCase() === city.toLowerCase());
  return found ? gstStateCodeOf(found.state) : undefined;
};

/**
 * The place of supply of a move (transport of goods, IGST Act s. 12(8)): a registered customer's
 * state (their GSTIN's first two digits); otherwise where the goods are handed over, the pickup
 * city's state; staff may set it when the lead's city is not one of ours.
 */
export function placeOfSupply(
  lead: AnyLeadRow,
  input: Pick<DocumentInput, 'gstin' | 'placeOfSupply'>,
): { state: string; code: string } {
  const code =
    (input.gstin?.slice(0, 2) as GstStateCode | undefined) ??
    (input.placeOfSupply as GstStateCode | undefined) ??
    stateOfCity(text(lead, 'pickupCity') ?? text(lead, 'origin')) ??
    (company.stateCode as GstStateCode);
  return { state: gstStates[code] ?? code, code };
}

/** The customer as a document prints them: the pickup address, or the drop one for a consignee. */
export function customerParty(
  lead: AnyLeadRow,
  options: {
    end?: 'pickup' | 'drop';
    gstin?: string;
    state?: { state: string; code: string };
  } = {},
): Party {
  const end = options.end ?? 'pickup';
  const addressLines = [
    text(lead, `${end}Address`),
    text(lead, `${end}Area`),
    text(lead, `${end}City`) ?? text(lead, end === 'pickup' ? 'origin' : 'destination'),
  ].filter((line): line is string => Boolean(line));
  const state =
    options.state ??
    (() => {
      const code = stateOfCity(
        text(lead, `${end}City`) ?? text(lead, end === 'pickup' ? 'origin' : 'destination'),
      );
      return code ? { state: gstStates[code], code } : undefined;
    })();
  return {
    name: text(lead, 'name') ?? '',
    addressLines,
    phone: text(lead, 'phone'),
    email: text(lead, 'email'),
    gstin: options.gstin ?? null,
    state: state?.state ?? null,
    stateCode: state?.code ?? null,
  };
}

/** The invoice's figures from the accepted quotation's lines: the one arithmetic the quotation used. */
export function invoiceFiguresOf(
  lines: readonly QuotationLine[],
  discountPaise: number,
  intraState: boolean,
): InvoiceFigures {
  return moveFigures(lines, discountPaise, intraState);
}
