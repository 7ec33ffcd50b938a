'use client';

import { Printer } from '@/components/ui/line-icons';
import { scriptOnlyClass, useHydrated } from '@/lib/use-hydrated';
import { Button } from '@/components/ui/Button';

/**
 * Opens the browser's print dialog (where "Save as PDF" lives). Without JavaScript the button
 * could not work, so the hint to use the browser's own Print command shows instead.
 */
export function PrintButton({
  label,
  hint,
  noScriptHint,
}: {
  label: string;
  hint: string;
  noScriptHint: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${scriptOnlyClass(hydrated)}`}>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {label}
        </Button>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      <p className="hidden text-slate-700 noscript:block">{noScriptHint}</p>
    </>
  );
}
