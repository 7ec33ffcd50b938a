import { StaticImage } from '@/components/ui/StaticImage';
import * as artText from '@/content/art';
import type { ServicePageContent } from '@/content/service-pages';
import * as servicesText from '@/content/services';
import { CtaRow } from './CtaRow';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** `artMarkup`: the service's picture as SVG markup, drawn inside the page (its largest paint). */
export function ServiceHero({ page, artMarkup }: { page: ServicePageContent; artMarkup: string }) {
  const { serviceArt } = inPageLocale(artText);
  const { services } = inPageLocale(servicesText);
  const service = services.find((entry) => entry.slug === page.slug);
  const art = serviceArt[page.slug];
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pt-8 pb-12 sm:pt-12 sm:pb-16">
      <div className="mx-auto max-w-6xl">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
              {service?.name}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold text-brand-900 sm:text-5xl">
              {page.hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">
              {page.hero.intro}
            </p>
            <CtaRow ctas={page.hero.ctas} className="mt-8" />
          </div>
          <StaticImage
            src={art.src}
            alt={art.alt}
            width={art.width}
            height={art.height}
            load="priority"
            markup={artMarkup}
            className="h-auto w-full max-w-xl justify-self-center rounded-3xl bg-brand-50 shadow-sm ring-1 ring-brand-100"
          />
        </div>
      </div>
    </div>
  );
}
