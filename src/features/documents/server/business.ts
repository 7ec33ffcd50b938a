import 'server-only';
import type { Party } from '@/lib/documents/snapshots';
import type { InvoiceFigures } from '@/lib/documents/tax-invoice';
import type { AnyLeadRow } from '@/lib/lead-kinds';
import type { DocumentInput } from '@/lib/schemas/document';
import { customerParty } from '@/server/documents/build';
import { payableOf, type BusinessTerms } from '../business';
import { reverseChargeDefault } from '../bills-settings';

type BusinessInput = Pick<
  DocumentInput,
  'gstin' | 'billTo' | 'billAddress' | 'poNumber' | 'reverseCharge'
>;

const addressLines = (address: string) =>
  address
    .split(/\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The buyer an invoice prints and its business terms. Reverse charge applies only with a
 * GSTIN (checked by the schema); without staff's choice the settings' default decides.
 */
export function businessInvoice(
  lead: AnyLeadRow,
  input: BusinessInput,
  place: { state: string; code: string },
  figures: InvoiceFigures,
): { customer: Party; business: BusinessTerms } {
  const person = customerParty(lead, { gstin: input.gstin, state: place });
  const reverseCharge = input.gstin ? (input.reverseCharge ?? reverseChargeDefault) : false;
  return {
    customer: input.billTo
      ? {
          name: input.billTo,
          addressLines: input.billAddress ? addressLines(input.billAddress) : [],
          phone: null,
          email: null,
          gstin: input.gstin ?? null,
          state: place.state,
          stateCode: place.code,
        }
      : person,
    business: {
      employee: input.billTo ? person.name : null,
      poNumber: input.poNumber ?? null,
      reverseCharge,
      payablePaise: payableOf(figures, reverseCharge),
    },
  };
}
