'use client';

import { useActionState } from 'react';
import { lineKindSettings, quotationLineKinds } from '@/settings/company';
import { staffQuotationTexts as t } from '@/features/quotation/content/quotation-page';
import { initialStaffFormState } from '@/features/leads';
import { editorRowCount, type EditorFields } from '@/features/quotation/editor-form';
import { saveQuotationAction } from '@/features/quotation/server/actions/staff-quotation';
import { controlClass } from '@/components/admin/styles';
import { FormResult } from '@/components/admin/FormResult';
import { FormSubmit } from '@/components/admin/FormSubmit';

/**
 * The quotation's lines, discount, advance and validity, in rupees as staff think of them;
 * the server turns them into paise. A plain form: it works without JavaScript, and after a
 * refusal every value typed comes back. On a phone each line is a small card.
 */
export function QuotationEditor({
  staffType,
  leadId,
  quotationId,
  version,
  initial,
}: {
  staffType: string;
  leadId: string;
  quotationId?: string;
  version?: number;
  initial: EditorFields;
}) {
  const [state, action] = useActionState(saveQuotationAction, initialStaffFormState);
  const values = state.values ?? initial;
  const errors = state.fieldErrors ?? {};
  const rows = editorRowCount(values);
  const linesError = errors.lines;
  return (
    <form
      action={action}
      className="space-y-4"
      noValidate
      key={`${quotationId ?? 'new'}-${version ?? 0}`}
    >
      <FormResult state={state} />
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      {quotationId ? <input type="hidden" name="quotation" value={quotationId} /> : null}
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t.removeHint}</legend>
        {linesError ? <p className="text-sm font-medium text-red-700">{linesError}</p> : null}
        {Array.from({ length: rows }, (_, row) => (
          <div
            key={row}
            className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[9rem_minmax(0,1fr)_8rem] sm:border-0 sm:p-0"
          >
            <label className="sr-only" htmlFor={`q-kind-${row}`}>
              {t.lineKind} {row + 1}
            </label>
            <select
              id={`q-kind-${row}`}
              name={`kind-${row}`}
              defaultValue={values[`kind-${row}`] ?? 'other'}
              className={controlClass}
            >
              {quotationLineKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {lineKindSettings[kind].label}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor={`q-label-${row}`}>
              {t.lineLabel} {row + 1}
            </label>
            <input
              id={`q-label-${row}`}
              name={`label-${row}`}
              defaultValue={values[`label-${row}`] ?? ''}
              placeholder={t.lineLabel}
              maxLength={80}
              className={`${controlClass} order-last col-span-2 sm:order-none sm:col-span-1`}
            />
            <label className="sr-only" htmlFor={`q-amount-${row}`}>
              {t.lineAmount} {row + 1}
            </label>
            <input
              id={`q-amount-${row}`}
              name={`amount-${row}`}
              defaultValue={values[`amount-${row}`] ?? ''}
              placeholder="₹"
              inputMode="decimal"
              aria-invalid={errors[`amount-${row}`] ? true : undefined}
              className={`${controlClass} text-right tabular-nums`}
            />
            {errors[`amount-${row}`] ? (
              <p className="order-last col-span-full text-sm font-medium text-red-700">
                {errors[`amount-${row}`]}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="q-discount" className="block text-sm font-semibold text-slate-800">
            {t.discount}
          </label>
          <input
            id="q-discount"
            name="discount"
            inputMode="decimal"
            defaultValue={values.discount ?? ''}
            aria-invalid={errors.discountPaise ? true : undefined}
            aria-describedby={errors.discountPaise ? 'q-discount-error' : undefined}
            className={`${controlClass} mt-1 text-right tabular-nums`}
          />
          {errors.discountPaise ? (
            <p id="q-discount-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.discountPaise}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="q-advance" className="block text-sm font-semibold text-slate-800">
            {t.advance}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="q-advance"
              name="advance"
              inputMode="decimal"
              defaultValue={values.advance ?? ''}
              aria-invalid={errors.advancePaise || errors.advancePercent ? true : undefined}
              aria-describedby={
                errors.advancePaise || errors.advancePercent ? 'q-advance-error' : undefined
              }
              className={`${controlClass} text-right tabular-nums`}
            />
            <label className="sr-only" htmlFor="q-advance-unit">
              {t.advance}
            </label>
            <select
              id="q-advance-unit"
              name="advanceUnit"
              defaultValue={values.advanceUnit ?? 'rupees'}
              className={`${controlClass} w-32`}
            >
              <option value="rupees">{t.advanceRupees}</option>
              <option value="percent">{t.advancePercent}</option>
            </select>
          </div>
          {errors.advancePaise || errors.advancePercent ? (
            <p id="q-advance-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.advancePaise ?? errors.advancePercent}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="q-valid" className="block text-sm font-semibold text-slate-800">
            {t.validUntil}
          </label>
          <input
            id="q-valid"
            name="validUntil"
            type="date"
            defaultValue={values.validUntil ?? ''}
            aria-invalid={errors.validUntil ? true : undefined}
            aria-describedby={errors.validUntil ? 'q-valid-error' : undefined}
            className={`${controlClass} mt-1`}
          />
          {errors.validUntil ? (
            <p id="q-valid-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.validUntil}
            </p>
          ) : null}
        </div>
      </div>
      <FormSubmit label={quotationId ? t.save : t.make} sendingLabel={t.saving} />
    </form>
  );
}
