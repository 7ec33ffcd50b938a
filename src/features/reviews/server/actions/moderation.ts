'use server';

import { redirect } from 'next/navigation';
import { reviewModerationSchema } from '@/features/reviews/schema';
import { ForbiddenError, NotSignedInError } from '@/features/people/server';
import { adminModerateReview } from '@/features/reviews/server/moderation';
import { signedInStaff } from '@/features/people/server';
import { asForm } from '@/server/http/as-form';

/**
 * The owner's reviews page, without JavaScript: hide with a reason, publish again, or save the
 * public reply (`intent`). Every outcome goes back to the page with a notice in its address.
 */
export async function moderateReviewAction(form: FormData): Promise<void> {
  form = asForm(form);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const id = text('id') ?? '';
  const intent = text('intent') ?? 'reply';
  const change =
    intent === 'hide'
      ? { hidden: true, reason: text('reason') ?? '' }
      : intent === 'show'
        ? { hidden: false }
        : { reply: text('reply') ?? '' };
  let notice: string;
  try {
    const member = await signedInStaff();
    const parsed = reviewModerationSchema.safeParse(change);
    if (!parsed.success) notice = intent === 'hide' ? 'reason' : 'invalid';
    else notice = (await adminModerateReview(member, id, parsed.data)) ? 'saved' : 'missing';
  } catch (error) {
    if (error instanceof NotSignedInError)
      redirect('/admin/sign-in?reason=expired&next=/admin/reviews');
    if (error instanceof ForbiddenError) redirect('/admin/reviews?done=forbidden');
    console.error('[admin] moderating a review failed:', error);
    notice = 'failed';
  }
  redirect(`/admin/reviews?done=${notice}#review-${id}`);
}
