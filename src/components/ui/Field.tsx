import {
  memo,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

import { FIELD_LIMITS } from '@/lib/schemas/limits';

interface ShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

const controlClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm ' +
  'focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600 ' +
  'aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700';

/** Label, control, hint and error wired together with aria-describedby and aria-invalid. */
function FieldShell({ id, label, error, hint, required, children }: ShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: string };

// The fields are memoised: useLeadForm's field() props are plain values and one shared change
// handler, so a form re-renders only the field whose value or error changed. A keystroke or the
// booking form's change of step then costs a few components, not every field (bench:inp).

export const TextField = memo(function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={input.required}>
      {(describedBy) => (
        <input
          id={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldShell>
  );
});

export const SelectField = memo(function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={select.required}>
      {(describedBy) => (
        <select
          id={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
});

export const TextAreaField = memo(function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={textarea.required}>
      {(describedBy) => (
        <textarea
          id={id}
          className={controlClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          rows={4}
          {...textarea}
        />
      )}
    </FieldShell>
  );
});

type InputProps = Common & InputHTMLAttributes<HTMLInputElement>;

/** The same person-name input on every form. */
export const NameField = memo(function NameField(props: InputProps) {
  return <TextField autoComplete="name" maxLength={FIELD_LIMITS.name} required {...props} />;
});

export const EmailField = memo(function EmailField(props: InputProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      maxLength={FIELD_LIMITS.email}
      required
      {...props}
    />
  );
});

export const PhoneField = memo(function PhoneField(props: InputProps) {
  return (
    <TextField type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} required {...props} />
  );
});

/** A select's choices, each a value and the words shown for it. */
export function Options({ items }: { items: readonly { value: string; label: string }[] }) {
  return items.map((item) => (
    <option key={item.value} value={item.value}>
      {item.label}
    </option>
  ));
}
