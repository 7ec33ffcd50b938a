import 'server-only';
import type { Party } from '@/features/documents/snapshots';
import type { InvoiceFigures } from '@/features/documents/tax-invoice';
import type { AnyLeadRow } from '@/features/leads';
import type { DocumentInput } from '@/features/documents/schema';
import { customerParty } from '@/features/documents/server/build';
import { payableOf, type BusinessTerms } from '../business';
import { reverseChargeDefault } from '../settings/bills';

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
