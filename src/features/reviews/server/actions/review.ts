'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { reviewTexts } from '@/features/reviews/content';
import type { ReviewFormState } from '@/features/reviews/review-form';
import { clientAddress } from '@/server/http/client-address';
import { submitReview } from '@/features/reviews/server/submit';
import { formNumber } from '@/lib/forms/form-number';

/**
 * The review form, with or without JavaScript. Written: back to the link's page, which now
 * thanks the customer and offers the Google review link. Refused: the typed values come back
 * with a message per field.
 */
export async function submitReviewForm(
  _previous: ReviewFormState,
  formData: FormData,
): Promise<ReviewFormState> {
  const value = (name: string) => {
    const entry = formData.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const token = value('token');
  const values = { rating: value('rating'), text: value('text'), showName: value('showName') };
  const input = {
    token,
    ...values,
    rating: formNumber(values.rating),
    showName: values.showName || undefined,
  };
  let result;
  try {
    result = await submitReview(input, clientAddress(await headers()));
  } catch (error) {
    console.error('[reviews] saving a review failed:', error);
    return { values, fieldErrors: {}, formError: reviewTexts.form.failed };
  }
  if (result.ok || result.reason === 'gone' || result.reason === 'not_found')
    redirect(`/review/${encodeURIComponent(token)}`);
  if (result.reason === 'rate_limited')
    return {
      values,
      fieldErrors: {},
      formError: reviewTexts.form.rateLimited(result.retryAfterSeconds),
    };
  const fieldErrors = { ...result.fieldErrors };
  delete fieldErrors.token;
  return { values, fieldErrors, formError: reviewTexts.form.fixFields };
}
