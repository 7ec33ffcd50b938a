import * as citiesText from '@/content/cities';
import type { CitySlug } from '@/content/cities';
import * as cityPagesText from '@/content/city-pages';
import type { CityPageContent } from '@/content/city-pages';
import * as commonText from '@/content/city-pages/common';
import * as siteText from '@/content/site';
import { CityOfficeCard } from '@/components/city/CityOfficeCard';
import { CityPrices } from '@/components/city/CityPrices';
import { CityServices } from '@/components/city/CityServices';
import { OtherCities } from '@/components/city/OtherCities';
import { Accordion } from '@/components/ui/Accordion';
import { LinkButton } from '@/components/ui/LinkButton';
import { Section } from '@/components/ui/Section';
import { cityBookingHref, cityEstimateHref } from '@/lib/city-pages/city-links';
import type { CityPriceRow } from '@/lib/city-pages/city-prices';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** A branch city's page: local facts first, prices from the estimate model, then the rest. */
export function CityPage({ slug, prices }: { slug: CitySlug; prices: readonly CityPriceRow[] }) {
  // The city in the page's language (the module's cityBySlug reads the English list).
  const { cities } = inPageLocale(citiesText);
  const cityBySlug = (slug: string) => cities.find((city) => city.slug === slug);
  const { cityPageText } = inPageLocale(commonText);
  const { site } = inPageLocale(siteText);
  const city = cityBySlug(slug)!;
  const page = inPageLocale(cityPagesText.cityPageModules[slug])[slug] as CityPageContent;
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white px-4 pt-10 pb-12 sm:pt-14">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div>
            <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
              {cityPageText.eyebrow(city.name, city.state)}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold text-brand-900 sm:text-5xl">
              {cityPageText.title(city.name)}
            </h1>
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-700">{page.intro}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <LinkButton href={cityEstimateHref(slug)}>{cityPageText.estimateCta}</LinkButton>
              <LinkButton href={cityBookingHref(slug)} variant="secondary">
                {cityPageText.bookCta}
              </LinkButton>
            </div>
          </div>
          <CityOfficeCard
            city={city.name}
            office={page.office}
            isHeadOffice={city.name === site.address.city}
          />
        </div>
      </div>

      <Section
        headingId="city-prices-heading"
        title={cityPageText.pricesTitle(city.name)}
        intro={cityPageText.pricesIntro(city.name)}
        tone="tint"
      >
        <CityPrices rows={prices} />
      </Section>

      <Section headingId="city-areas-heading" title={cityPageText.areasTitle(city.name)}>
        <ul className="flex flex-wrap gap-2">
          {page.areas.map((area) => (
            <li
              key={area}
              className="rounded-full bg-brand-50 px-4 py-1.5 font-medium text-brand-900 ring-1 ring-brand-100"
            >
              {area}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">{cityPageText.areasNote(city.name)}</p>
      </Section>

      <Section
        headingId="city-notes-heading"
        title={cityPageText.notesTitle(city.name)}
        tone="tint"
      >
        <ul className="grid gap-4 lg:grid-cols-3">
          {page.localNotes.map((note) => (
            <li key={note.title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-brand-900">{note.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{note.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section headingId="city-services-heading" title={cityPageText.servicesTitle(city.name)}>
        <CityServices items={page.services} />
      </Section>

      <Section
        headingId="city-questions-heading"
        title={cityPageText.questionsTitle(city.name)}
        tone="tint"
      >
        <div className="max-w-3xl">
          <Accordion name={`questions-${slug}`} items={page.questions} />
        </div>
      </Section>

      <Section headingId="city-others-heading" title={cityPageText.otherCitiesTitle}>
        <OtherCities current={slug} />
      </Section>
    </>
  );
}
