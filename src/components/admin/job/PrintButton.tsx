'use client';

import { jobSheetTexts } from '@/content/move-day';
import { primarySmall } from '../styles';

/** Opens the browser's print dialog (without JavaScript the browser's own Print does it). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={`${primarySmall} print:hidden`}>
      {jobSheetTexts.print}
    </button>
  );
}
