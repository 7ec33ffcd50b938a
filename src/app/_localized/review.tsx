import type { Metadata } from 'next';
import { ReviewLinkPage } from '@/components/pages/ReviewLinkPage';
import * as reviewsText from '@/features/reviews/content';
import { reviewPageState } from '@/features/reviews/server';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** A customer's review link (/review/{token}) in each language. */
export function reviewMetadata(locale: Locale): Metadata {
  return {
    title: inLocale(reviewsText, locale).reviewTexts.form.metaTitle,
    // A customer's key: never indexed nor cached (the proxy adds the headers too).
    robots: { index: false, follow: false },
  };
}

export type ReviewProps = { params: Promise<{ token: string }> };

export async function ReviewRoute({ locale, params }: { locale: Locale } & ReviewProps) {
  setPageLocale(locale);
  const { token } = await params;
  return <ReviewLinkPage token={token} view={await reviewPageState(token)} />;
}
