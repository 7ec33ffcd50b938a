import * as quoteRequestText from '@/features/leads/content/quote-request';
import { useTexts } from '@/lib/i18n/client-texts';

interface Props {
  idPrefix: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}

/** Residential / commercial / international as one radio group: one tap on a phone. */
export function MoveTypeField({ idPrefix, value, error, onChange }: Props) {
  const { moveTypes, quoteForm } = useTexts(quoteRequestText);
  const errorId = `${idPrefix}-moveType-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1.5"
    >
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">
        {quoteForm.labels.moveType}
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {moveTypes.map((type, index) => (
          <label
            key={type.value}
            className={
              'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-base ' +
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold ' +
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ' +
              'border-slate-400 bg-white text-slate-900'
            }
          >
            <input
              id={index === 0 ? `${idPrefix}-moveType` : undefined}
              type="radio"
              name="moveType"
              value={type.value}
              checked={value === type.value}
              onChange={(event) => onChange(event.target.value)}
              className="size-4 accent-brand-700"
            />
            {type.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
