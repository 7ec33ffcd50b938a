import { ArrowRight } from '@/components/ui/line-icons';
import { StaticImage, type ImageLoad } from '@/components/ui/StaticImage';
import Link from '@/components/ui/LocalLink';
import * as artText from '@/content/art';
import * as servicesText from '@/content/services';
import { Icon } from '@/components/ui/Icon';
import { inPageLocale } from '@/lib/i18n/page-locale';

type Service = (typeof servicesText.services)[number];

/** One catalogue card; the whole card is the link's click area, the link text stays short. */
export function ServiceCard({
  service,
  nameLevel,
  load = 'lazy',
  artMarkup,
}: {
  service: Service;
  nameLevel: 'h2' | 'h3';
  load?: ImageLoad;
  /** The picture as SVG markup, drawn inside the page (the largest paint of /services). */
  artMarkup?: string;
}) {
  const { serviceArt } = inPageLocale(artText);
  const { servicePath, servicesSection } = inPageLocale(servicesText);
  const Name = nameLevel;
  const art = serviceArt[service.slug];
  return (
    <li
      className={
        'group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ' +
        'transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 ' +
        'has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600'
      }
    >
      <StaticImage
        src={art.src}
        alt=""
        width={art.width}
        height={art.height}
        load={load}
        markup={artMarkup}
        className="aspect-[2/1] h-auto w-full bg-brand-50 object-cover sm:aspect-[3/2]"
      />
      <div className="flex flex-1 flex-col px-5 pt-0 pb-5">
        <span className="-mt-7 mb-3 inline-flex size-14 items-center justify-center rounded-xl bg-brand-800 text-white shadow-md ring-4 ring-white">
          <Icon name={service.icon} className="size-7" />
        </span>
        <Name className="text-xl font-bold text-brand-900">{service.name}</Name>
        <p className="mt-1.5 flex-1 text-slate-700">{service.desc}</p>
        <Link
          prefetch={false}
          href={servicePath(service.slug)}
          className="mt-4 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {servicesSection.learnMore}
          <span className="sr-only"> about {service.name}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </Link>
      </div>
    </li>
  );
}
