import Link from '@/components/ui/LocalLink';
import { Star } from '@/components/ui/line-icons';
import { preload } from 'react-dom';
import * as reviewsText from '@/features/reviews/content';
import { rated, type PublicReviews } from '@/features/reviews';
import * as homeText from '@/content/home';
import { Container } from '@/components/ui/Container';
import { LinkButton } from '@/components/ui/LinkButton';
import { HeroVideo } from './HeroVideo';
import { inPageLocale } from '@/lib/i18n/page-locale';

const { poster } = homeText.heroMedia;
const srcSet = (format: 'avif' | 'webp') =>
  poster.variantWidths.map((width) => `${poster.variant(width, format)} ${width}w`).join(', ');
const largerScreens = `not all and ${poster.inline.media}`;

/**
 * The LCP image. On a phone it comes with the page (an AVIF written into the HTML), so it paints
 * with the text. On larger screens it is a static file (no optimiser on the way), AVIF where the
 * browser takes it, at the width the screen needs, preloaded from the head with high priority
 * and the same candidates as the <picture>, so the browser fetches exactly one file. A phone
 * without AVIF falls back to the WebP files.
 */
function HeroPoster({ phonePoster }: { phonePoster: string }) {
  preload(poster.variant(768, 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSet('avif'),
    imageSizes: '100vw',
    fetchPriority: 'high',
    media: largerScreens,
  });
  return (
    <picture>
      <source media={largerScreens} type="image/avif" srcSet={srcSet('avif')} sizes="100vw" />
      <source media={poster.inline.media} type="image/avif" srcSet={phonePoster} />
      <img
        src={poster.variant(768, 'webp')}
        srcSet={srcSet('webp')}
        sizes="100vw"
        width={poster.width}
        height={poster.height}
        alt=""
        fetchPriority="high"
        // Small enough to decode at once: in the first paint with the text when it has arrived.
        decoding="sync"
        className="absolute inset-0 size-full object-cover md:object-[80%_100%] lg:object-bottom"
      />
    </picture>
  );
}

/**
 * The home page's first screen. The poster is the LCP element; the video joins after load.
 * `phonePoster`: the poster's AVIF for a phone as a data: URL (inlinePicture).
 */
export function Hero({
  phonePoster,
  reviews,
}: {
  phonePoster: string;
  reviews: PublicReviews | null;
}) {
  const { reviewTexts } = inPageLocale(reviewsText);
  const { hero, heroMedia } = inPageLocale(homeText);
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-900"
    >
      {/* On phones the scene is a 16:9 banner above the text; from md up it fills the hero. */}
      <div className="relative aspect-video w-full md:absolute md:inset-0 md:aspect-auto">
        <HeroPoster phonePoster={phonePoster} />
        <HeroVideo labels={{ playLabel: heroMedia.playLabel, pauseLabel: heroMedia.pauseLabel }} />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-brand-900 via-transparent via-25% to-transparent md:bg-linear-to-r md:from-brand-900/95 md:via-brand-900/70 md:via-45% md:to-transparent md:to-80% lg:via-brand-900/60 lg:to-75%"
        />
      </div>
      <Container className="relative flex flex-col justify-center pt-6 pb-12 sm:pt-10 md:min-h-[36rem] md:py-20 lg:min-h-[40rem] lg:py-24">
        <div className="max-w-2xl text-white">
          <p className="hidden rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-orange-200 ring-1 ring-white/20 sm:inline-flex">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance sm:mt-5 sm:text-5xl lg:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-100 sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton href={hero.primaryCta.href}>{hero.primaryCta.label}</LinkButton>
            <LinkButton href={hero.secondaryCta.href} variant="onDark">
              {hero.secondaryCta.label}
            </LinkButton>
          </div>
          <p className="mt-4">
            <Link
              prefetch={false}
              href={hero.estimateLink.href}
              className="font-semibold text-orange-200 underline underline-offset-4 hover:text-white"
            >
              {hero.estimateLink.label}
            </Link>
          </p>
          {rated(reviews) && (
            <p className="mt-6 flex items-center gap-2 text-sm font-medium text-slate-100">
              <span className="flex text-orange-300" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} className="size-4 fill-current" />
                ))}
              </span>
              {reviewTexts.page.average(reviews.average.toFixed(1), reviews.count)}
            </p>
          )}
        </div>
      </Container>
    </section>
  );
}
