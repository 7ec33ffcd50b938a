import 'server-only';
import type { AnyLeadRow } from '@/features/leads';
import type { DocumentInput } from '@/features/documents/schema';
import { routeKmOf, type Carriage } from '../carriage';
import { billSettings } from '../settings/bills';

/** The carriage a document prints: staff's figures, else the route's km; the IBA number if set. */
export function carriageOf(
  lead: AnyLeadRow,
  input: Pick<DocumentInput, 'weightKg' | 'distanceKm'>,
): Carriage {
  return {
    weightKg: input.weightKg ?? null,
    distanceKm: input.distanceKm ?? routeKmOf(lead) ?? null,
    ibaNumber: billSettings.ibaNumber.trim() || null,
  };
}
