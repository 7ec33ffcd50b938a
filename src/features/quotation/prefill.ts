import { lineKindSettings, type QuotationLineKind } from '@/settings/company';
import { quotationDefaults } from '@/features/quotation/settings';
import { prefillTexts } from '@/features/quotation/content/quotation-page';
import { lineLabels } from '@/features/estimate/content/estimate-lines';
import { addDays } from '@/features/quotation/schemas/draft';
import type { EstimateSnapshot } from '@/features/estimate';
import { summarise, type InventoryRoom } from '@/features/survey';
import { todayInIndia } from '@/lib/dates';
import type { QuotationLine } from './totals';

// The estimate's lines carry labels, not kinds: each label's fixed opening says which it is.
const KIND_BY_OPENING: readonly [string, QuotationLineKind][] = [
  [lineLabels.base('2bhk').split(':')[0] as string, 'packing'],
  [lineLabels.premiumPacking.split(':')[0] as string, 'packing'],
  [lineLabels.transport(1).split(',')[0] as string, 'transport'],
  [lineLabels.stairsFrom(1).split(':')[0] as string, 'loading'],
  [lineLabels.stairsTo(1).split(':')[0] as string, 'unloading'],
  [lineLabels.cars(1, 'sedan').split(':')[0] as string, 'car'],
  [lineLabels.bikes(1, 'standard').split(':')[0] as string, 'bike'],
  [lineLabels.insurance(1, 1).split(':')[0] as string, 'insurance'],
];

function kindOfLabel(label: string): QuotationLineKind {
  return KIND_BY_OPENING.find(([opening]) => label.startsWith(opening))?.[1] ?? 'other';
}

/**
 * A new quotation's first draft: the estimate's lines (rupees to paise, each given its kind;
 * insurance stays the declared value × the tariff's rate the estimate priced), the transport
 * line naming the vehicle the survey's volume needs; without an estimate, the usual lines at
 * ₹0 for staff to price. The advance is the default share; valid for the default days.
 */
export interface QuotationPrefill {
  lines: QuotationLine[];
  discountPaise: number;
  advancePercent: number;
  validUntil: string;
}

export function prefillQuotation(
  snapshot: EstimateSnapshot | null,
  rooms: readonly InventoryRoom[],
  now: Date = new Date(),
): QuotationPrefill {
  const load = summarise(rooms);
  const vehicleText = load.vehicle
    ? prefillTexts.vehicle(load.vehicle.name, load.vehicle.count, load.totalCft)
    : '';
  let lines: QuotationLine[] = snapshot
    ? snapshot.lines.map((line) => ({
        kind: kindOfLabel(line.label),
        label: line.label,
        amountPaise: Math.round(line.amount) * 100,
      }))
    : (['packing', 'loading', 'transport', 'unloading'] as const).map((kind) => ({
        kind,
        label: lineKindSettings[kind].label,
        amountPaise: 0,
      }));
  if (vehicleText)
    lines = lines.map((line) =>
      line.kind === 'transport'
        ? { ...line, label: `${line.label}${vehicleText}`.slice(0, 80) }
        : line,
    );
  return {
    lines,
    discountPaise: 0,
    advancePercent: quotationDefaults.advancePercent,
    validUntil: addDays(todayInIndia(now), quotationDefaults.validDays),
  };
}
