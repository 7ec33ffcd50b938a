'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { TextField } from '@/components/ui/Field';

type Missing = 'name' | 'agree';

/**
 * The Accept form's name and its terms box. Where script runs, a field the browser refuses shows
 * this page's own message under it (the same text the server answers with) and takes focus,
 * instead of the browser's bubble: Chromium builds that bubble as a small page of its own, 15–17
 * ms of the tap on a slow phone (issue 50's INP, docs/benchmarks.md). The `required` and
 * `minLength` stay on the fields, so the browser still holds the form back, with or without script.
 */
export function AcceptFields({
  nameLabel,
  agreeLabel,
  nameMaxLength,
  nameError,
  agreeError,
  refused,
}: {
  nameLabel: string;
  /** Passed in: the quotation's settings module would bring the policies into this script. */
  nameMaxLength: number;
  agreeLabel: string;
  nameError: string;
  agreeError: string;
  /** The field the server refused (the page after a submit without script, or a stale one). */
  refused?: Missing;
}) {
  const [missing, setMissing] = useState(refused);

  function onInvalid(event: FormEvent<HTMLInputElement>) {
    event.preventDefault();
    const field = event.currentTarget;
    // One message at a time, the first refused field's, as the browser does.
    if (field.form?.querySelector(':invalid') !== field) return;
    // Committed before the focus moves, so the field is announced with its message.
    flushSync(() => setMissing(field.name === 'name' ? 'name' : 'agree'));
    field.focus();
  }

  function onChange(event: FormEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    if (missing && field.name === missing && field.validity.valid) setMissing(undefined);
  }

  return (
    <>
      <TextField
        id="accept-name"
        name="name"
        label={nameLabel}
        autoComplete="name"
        required
        minLength={2}
        maxLength={nameMaxLength}
        error={missing === 'name' ? nameError : undefined}
        onInvalid={onInvalid}
        onChange={onChange}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="accept-agree"
            name="agree"
            type="checkbox"
            required
            className="mt-1 size-5 shrink-0 accent-brand-700"
            aria-invalid={missing === 'agree' ? true : undefined}
            aria-describedby={missing === 'agree' ? 'accept-agree-error' : undefined}
            onInvalid={onInvalid}
            onChange={onChange}
          />
          <label htmlFor="accept-agree" className="text-sm text-slate-800">
            {agreeLabel}
          </label>
        </div>
        {missing === 'agree' ? (
          <p id="accept-agree-error" className="mt-1.5 text-sm font-medium text-red-700">
            {agreeError}
          </p>
        ) : null}
      </div>
    </>
  );
}
