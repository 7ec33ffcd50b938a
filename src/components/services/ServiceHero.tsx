import { StaticImage } from '@/components/ui/StaticImage';
import Link from 'next/link';
import { serviceArt } from '@/content/art';
import type { ServicePageContent } from '@/content/service-pages';
import { servicePageText } from '@/content/service-pages/common';
import { services } from '@/content/services';
import { CtaRow } from './CtaRow';

export function ServiceHero({ page }: { page: ServicePageContent }) {
  const service = services.find((entry) => entry.slug === page.slug);
  const art = serviceArt[page.slug];
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pt-6 pb-12 sm:pb-16">
      <div className="mx-auto max-w-6xl">
        <nav aria-label={servicePageText.breadcrumbLabel} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1.5 text-slate-700">
            <li>
              <Link prefetch={false} href="/" className="underline-offset-4 hover:underline">
                {servicePageText.home}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link
                prefetch={false}
                href="/services"
                className="underline-offset-4 hover:underline"
              >
                {servicePageText.services}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <span aria-current="page" className="font-semibold text-brand-900">
                {service?.name}
              </span>
            </li>
          </ol>
        </nav>
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
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
            priority
            className="h-auto w-full max-w-xl justify-self-center rounded-3xl bg-brand-50 shadow-sm ring-1 ring-brand-100"
          />
        </div>
      </div>
    </div>
  );
}
