import { reportTexts as t } from '@/features/reports/content';
import { formatCount, formatPaise, paiseDecimal } from '@/lib/format-inr';
import type { Cell } from './tables';

/** A cell as people read it: Indian grouping, ₹ with paise, "1 h 05 min". */
export function cellText(cell: Cell): string {
  switch (cell.type) {
    case 'text':
      return cell.value;
    case 'count':
      return formatCount(cell.value);
    case 'paise':
      return formatPaise(cell.value);
    case 'minutes':
      return cell.value === null ? t.none : t.minutes(Math.round(cell.value));
  }
}

/** A cell as a spreadsheet sums it: plain numbers, rupees as decimals, minutes as a number. */
export function cellCsv(cell: Cell): string | number {
  switch (cell.type) {
    case 'text':
      return cell.value;
    case 'count':
      return cell.value;
    case 'paise':
      return paiseDecimal(cell.value);
    case 'minutes':
      return cell.value === null ? '' : Math.round(cell.value);
  }
}
