import 'server-only';
import { formatCount, formatKm } from '@/lib/format-inr';
import type { Carriage } from '../carriage';
import { carriageTexts as t } from '../content/bills';

type Pair = [string, string];

/** "1,250 kg", or "Not weighed". */
export const weightText = (carriage: Carriage) =>
  carriage.weightKg === null ? t.notWeighed : `${formatCount(carriage.weightKg)} kg`;

/** "Distance 1,590 km" (none on a document issued before issue 48). */
export const distancePairs = (carriage: Carriage | undefined): Pair[] =>
  carriage
    ? [[t.distance, carriage.distanceKm === null ? '—' : formatKm(carriage.distanceKm)]]
    : [];

/** The firm's IBA transporter number, when it has one. */
export const ibaPairs = (carriage: Carriage | undefined): Pair[] =>
  carriage?.ibaNumber ? [[t.iba, carriage.ibaNumber]] : [];

/** Weight, distance and IBA number, as the packing list's fields print them. */
export const carriagePairs = (carriage: Carriage | undefined): Pair[] =>
  carriage
    ? [[t.weight, weightText(carriage)], ...distancePairs(carriage), ...ibaPairs(carriage)]
    : [];
