'use client';

import { Printer } from '@/components/ui/line-icons';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from '@/components/ui/Button';

/**
 * Opens the browser's print dialog (where "Save as PDF" lives). Without JavaScript the button
 * could not work, so the hint to use the browser's own Print command shows instead. The button
 * is in the server's HTML too, keeping its place unseen until React runs, so that nothing below
 * it moves when the page hydrates.
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
      <div
        className={`flex flex-wrap items-center gap-x-4 gap-y-2 noscript:hidden ${hydrated ? '' : 'invisible'}`}
      >
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
