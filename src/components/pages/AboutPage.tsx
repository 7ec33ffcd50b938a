import { StaticImage } from '@/components/ui/StaticImage';
import { aboutPage } from '@/content/about';
import { aboutArt } from '@/content/art';
import { bookingPath } from '@/content/services';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { ClosingBand } from '@/components/services/ClosingBand';
import { PageHeader } from './PageHeader';

export function AboutPage() {
  const page = aboutPage;
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section headingId="story-heading" title={page.storyTitle}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {page.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <StaticImage
            src={aboutArt.src}
            alt={aboutArt.alt}
            width={aboutArt.width}
            height={aboutArt.height}
            className="h-auto w-full rounded-3xl bg-brand-50 ring-1 ring-brand-100"
            // Beside the story on a laptop's first screen.
            load="eager"
          />
        </div>
      </Section>
      <Section headingId="stats-heading" title={page.statsTitle} tone="tint">
        <dl className="grid grid-cols-2 gap-5 lg:grid-cols-4">
          {page.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
            >
              <dt className="mt-1 text-slate-700">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section headingId="values-heading" title={page.valuesTitle}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.values.map((value) => (
            <li
              key={value.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={value.icon} />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingBand
        title={page.ctaTitle}
        text={page.ctaText}
        ctas={[
          { label: page.ctaBook, href: bookingPath() },
          { label: page.ctaServices, href: '/services', variant: 'secondary' },
        ]}
      />
    </>
  );
}
