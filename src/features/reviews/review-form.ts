import type { FieldErrors } from '@/lib/schemas/errors';
import type { ReviewField } from '@/features/reviews/schema';

/** The review form's state between the server action and the page (no JavaScript needed). */
export interface ReviewFormState {
  values: Record<ReviewField, string>;
  fieldErrors: FieldErrors<ReviewField>;
  formError?: string;
}

export const emptyReviewForm: ReviewFormState = {
  values: { rating: '', text: '', showName: 'initial' },
  fieldErrors: {},
};
