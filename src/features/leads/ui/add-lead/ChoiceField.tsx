import { focusRing } from '@/components/admin/styles';

interface Props {
  name: string;
  legend: string;
  options: Record<string, string>;
  /** The choice checked when the page is drawn (kept after a refused send). */
  checked: string;
  error?: string;
}

/**
 * A short list of choices as a row of large radio "buttons": one tap each on a phone, arrow
 * keys between them, and a plain radio group for assistive technology and without JavaScript.
 */
export function ChoiceField({ name, legend, options, checked, error }: Props) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {Object.entries(options).map(([value, label]) => (
          <label
            key={value}
            className={`inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 text-base font-semibold text-slate-900 has-checked:border-brand-800 has-checked:bg-brand-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 ${focusRing}`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={checked === value}
              className="size-4 accent-white"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
