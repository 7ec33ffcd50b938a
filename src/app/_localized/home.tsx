import { HomePage } from '@/components/pages/HomePage';
import { ReviewsStrip } from '@/features/reviews/ui/ReviewsStrip';
import { reviewStrip } from '@/features/reviews/server';
import * as homeText from '@/content/home';
import { inlinePicture } from '@/server/media/inline-picture';
import { pageMetadata } from '@/lib/page-metadata';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** The home page in each language: /, /hi, /or. */
export function homeMetadata(locale: Locale) {
  const { homePage } = inLocale(homeText, locale);
  return pageMetadata({
    title: homePage.metaTitle,
    description: homePage.description,
    path: '/',
    absoluteTitle: true,
    locale,
  });
}

export async function HomeRoute({ locale }: { locale: Locale }) {
  setPageLocale(locale);
  const reviews = await reviewStrip({});
  const { heroMedia } = homeText;
  return (
    <>
      <HomePage
        phonePoster={inlinePicture(heroMedia.poster.variant(heroMedia.poster.inline.width, 'avif'))}
        reviews={reviews}
      />
      <ReviewsStrip reviews={reviews} />
    </>
  );
}
