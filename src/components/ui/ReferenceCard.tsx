/** A lead's reference on a success screen, set apart so it is easy to note down or read out. */
export function ReferenceCard({
  label,
  reference,
  hint,
  testId,
}: {
  label: string;
  reference: string;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="mx-auto max-w-xs rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-3">
      <p className="text-sm text-slate-700">{label}</p>
      <p
        className="font-mono text-2xl font-bold tracking-wider text-brand-900"
        data-testid={testId}
      >
        {reference}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-700">{hint}</p> : null}
    </div>
  );
}
