'use client';

import { useActionState } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import * as reviewsText from '@/features/reviews/content';
import { emptyReviewForm } from '@/features/reviews/review-form';
import { SHOW_NAMES } from '@/features/reviews/schema';
import { submitReviewForm } from '@/features/reviews/server/actions/review';
import { useTexts } from '@/lib/i18n/client-texts';

const control =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600 aria-invalid:border-red-700';
const error = 'mt-1 text-sm font-semibold text-red-800';
const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600';

/**
 * Stars, text and how the name shows: a plain form posting to a server action, so it works
 * before (or without) JavaScript; with it, the same action answers in place.
 */
export function ReviewForm({
  token,
  fullName,
  shortName,
}: {
  token: string;
  fullName: string;
  shortName: string;
}) {
  const { reviewLimits, reviewTexts } = useTexts(reviewsText);
  const t = reviewTexts.form;
  const [state, action, pending] = useActionState(submitReviewForm, emptyReviewForm);
  const { values, fieldErrors } = state;
  const names = {
    full: t.showNames.full(fullName),
    initial: t.showNames.initial(shortName),
    anonymous: t.showNames.anonymous,
  };
  return (
    <form action={action} noValidate className="space-y-6">
      <FormAlert message={state.formError} />
      <input type="hidden" name="token" value={token} />
      <fieldset aria-describedby={fieldErrors.rating ? 'review-rating-error' : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">{t.rating}</legend>
        <div className="grid gap-2 sm:grid-cols-5">
          {t.ratingLabels.map((label, i) => (
            <label key={label} className={choice}>
              <input
                type="radio"
                name="rating"
                value={String(i + 1)}
                defaultChecked={values.rating === String(i + 1)}
                className="size-5 accent-brand-700"
              />
              <span>
                <span aria-hidden="true" className="text-amber-700">
                  {'★'.repeat(i + 1)}{' '}
                </span>
                {label}
              </span>
            </label>
          ))}
        </div>
        {fieldErrors.rating ? (
          <p id="review-rating-error" className={error}>
            {fieldErrors.rating}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="review-text" className="mb-1 block font-semibold text-slate-900">
          {t.text} <span className="font-normal text-slate-600">{t.textHint}</span>
        </label>
        <textarea
          id="review-text"
          name="text"
          rows={6}
          maxLength={reviewLimits.text}
          defaultValue={values.text}
          aria-invalid={fieldErrors.text ? true : undefined}
          aria-describedby={fieldErrors.text ? 'review-text-error' : undefined}
          className={control}
        />
        {fieldErrors.text ? (
          <p id="review-text-error" className={error}>
            {fieldErrors.text}
          </p>
        ) : null}
      </div>
      <fieldset aria-describedby={fieldErrors.showName ? 'review-name-error' : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">{t.showName}</legend>
        <div className="grid gap-2">
          {SHOW_NAMES.map((name) => (
            <label key={name} className={choice}>
              <input
                type="radio"
                name="showName"
                value={name}
                defaultChecked={values.showName === name}
                className="size-5 accent-brand-700"
              />
              <span>{names[name]}</span>
            </label>
          ))}
        </div>
        {fieldErrors.showName ? (
          <p id="review-name-error" className={error}>
            {fieldErrors.showName}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" disabled={pending} className={buttonClass('primary')}>
        {pending ? t.sending : t.submit}
      </button>
    </form>
  );
}
