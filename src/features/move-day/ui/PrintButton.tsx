'use client';

import { jobSheetTexts } from '@/features/move-day/content';
import { primarySmall } from '@/components/admin/styles';

/** Opens the browser's print dialog (without JavaScript the browser's own Print does it). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={`${primarySmall} print:hidden`}>
      {jobSheetTexts.print}
    </button>
  );
}
