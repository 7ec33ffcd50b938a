import { MapPin } from '@/components/ui/line-icons';
import Link from '@/components/ui/LocalLink';
import * as citiesText from '@/content/cities';
import * as commonText from '@/content/city-pages/common';
import { Container } from '@/components/ui/Container';
import { SectionHeading, type HeadingLevel } from '@/components/ui/SectionHeading';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function CitiesSection({ as = 'h2' }: { as?: HeadingLevel }) {
  const { cities, operation } = inPageLocale(citiesText);
  const { cityPagePath } = inPageLocale(commonText);
  return (
    <section aria-labelledby="cities-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="cities-heading"
          as={as}
          eyebrow={operation.eyebrow}
          heading={operation.heading}
          text={operation.text}
        />
        <ul className="mt-12 flex flex-wrap justify-center gap-3">
          {cities.map((city) => {
            const head = city.name === operation.headOfficeCity;
            return (
              <li
                key={city.name}
                className={`relative flex w-[calc(50%-0.375rem)] items-start gap-3 rounded-xl p-4 ring-1 sm:w-[calc(33.333%-0.5rem)] lg:w-[calc(20%-0.6rem)] ${
                  head ? 'bg-brand-900 text-white ring-brand-900' : 'bg-white ring-slate-200'
                }`}
              >
                <MapPin
                  aria-hidden="true"
                  className={`mt-0.5 size-5 shrink-0 ${head ? 'text-orange-300' : 'text-accent-600'}`}
                />
                <div>
                  <Link
                    prefetch={false}
                    href={cityPagePath(city.slug)}
                    className={`rounded font-bold underline decoration-1 underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 ${
                      head
                        ? 'text-white focus-visible:outline-white'
                        : 'text-brand-900 focus-visible:outline-brand-600'
                    }`}
                  >
                    {city.name}
                  </Link>
                  <p className={`text-sm ${head ? 'text-slate-200' : 'text-slate-600'}`}>
                    {city.state}
                    {head ? (
                      <>
                        <span className="sr-only">, </span>
                        <span className="block text-xs font-semibold tracking-wide uppercase">
                          {operation.headOfficeLabel}
                        </span>
                      </>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-slate-700">{operation.note}</p>
      </Container>
    </section>
  );
}
