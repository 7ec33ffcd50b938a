import Link from 'next/link';
import { buttonClass } from '@/components/ui/Button';
import { company } from '@/settings/company';
import * as reviewsText from '@/features/reviews/content';
import type { ReviewPageState } from '@/features/reviews';
import { PageHeader } from './PageHeader';
import { ReviewForm } from '@/features/reviews/ui/ReviewForm';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * A customer's one-time review page: the form while the link is open; once used, the thanks
 * and the company's Google review link (offered whatever the rating); otherwise why it ended.
 */
export function ReviewLinkPage({ token, view }: { token: string; view: ReviewPageState }) {
  const { reviewTexts: t } = inPageLocale(reviewsText);
  if (view.state === 'open')
    return (
      <>
        <PageHeader title={t.form.title} intro={t.form.intro(view.reference)} />
        <div className="mx-auto max-w-3xl px-4 pb-16">
          <ReviewForm token={token} fullName={view.fullName} shortName={view.shortName} />
        </div>
      </>
    );
  if (view.state === 'used')
    return (
      <>
        <PageHeader title={t.thanks.title} intro={t.thanks.body} />
        <div className="mx-auto max-w-3xl space-y-4 px-4 pb-16">
          {company.googleReviewUrl ? (
            <>
              <p className="text-lg text-slate-800">{t.thanks.google}</p>
              <a href={company.googleReviewUrl} rel="noopener" className={buttonClass('primary')}>
                {t.thanks.googleLink}
              </a>
            </>
          ) : null}
          <p>
            <Link
              href="/reviews"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t.thanks.allReviews}
            </Link>
          </p>
        </div>
      </>
    );
  return (
    <PageHeader
      title={t.gone.title}
      intro={view.state === 'expired' ? t.gone.expired : t.gone.unknown}
    />
  );
}
