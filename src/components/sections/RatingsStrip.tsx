import { ratings } from '@/content/home';
import { Container } from '@/components/ui/Container';

/** The company's figures in one strip; every number comes from content/claims.ts. */
export function RatingsStrip() {
  return (
    <section aria-labelledby="ratings-heading" className="bg-white py-10">
      <Container>
        <h2 id="ratings-heading" className="sr-only">
          {ratings.heading}
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {ratings.items.map((item, index) => (
            <li
              key={item.label}
              className={`rounded-2xl bg-brand-50 px-4 py-5 text-center ring-1 ring-brand-100 ${
                index === 0 ? 'col-span-2 sm:col-span-1' : ''
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
