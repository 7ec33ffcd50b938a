import * as homeText from '@/content/home';
import { Container } from '@/components/ui/Container';
import { rated, type PublicReviews } from '@/features/reviews';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The company's figures in one strip: its facts from content/claims.ts and, first, the rating of
 * the published reviews when there are any (none → no rating). A page that does not read them
 * (the static /welcome, /operation, /featured) passes none and claims no rating.
 */
export function RatingsStrip({ reviews = null }: { reviews?: PublicReviews | null }) {
  const { ratings } = inPageLocale(homeText);
  const items = rated(reviews)
    ? [ratings.rating(reviews.average.toFixed(1), reviews.count), ...ratings.items]
    : ratings.items;
  return (
    <section aria-labelledby="ratings-heading" className="bg-white py-10">
      <Container>
        <h2 id="ratings-heading" className="sr-only">
          {ratings.heading}
        </h2>
        <ul
          className={`mx-auto grid max-w-4xl grid-cols-2 gap-4 ${items.length === 3 ? 'sm:grid-cols-3' : ''}`}
        >
          {items.map((item, index) => (
            <li
              key={item.label}
              className={`rounded-2xl bg-brand-50 px-4 py-5 text-center ring-1 ring-brand-100 ${
                index === 0 && items.length % 2 === 1 ? 'col-span-2 sm:col-span-1' : ''
              }`}
            >
              <p className="text-3xl font-extrabold text-brand-800 sm:text-4xl">{item.value}</p>
              <p className="mt-1 text-sm font-medium text-slate-700">{item.label}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
