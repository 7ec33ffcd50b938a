import { Mail } from '@/components/ui/line-icons';
import * as legalText from '@/content/legal';
import type { LegalPage as LegalContent } from '@/content/legal';
import { formatNumericDate } from '@/lib/format-date';
import { PageHeader } from './PageHeader';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** Terms and privacy: numbered sections with a linked table of contents. */
export function LegalPage({ page, idPrefix }: { page: LegalContent; idPrefix: string }) {
  const texts = inPageLocale(legalText);
  const { lastUpdatedLabel, sectionsLabel } = texts;
  // A translation says that the English text binds (its own export; English has none).
  const { bindingNote } = texts as { bindingNote?: string };
  const sectionId = (index: number) => `${idPrefix}-${index + 1}`;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <p className="mt-4 font-semibold text-slate-700">
          {lastUpdatedLabel}:{' '}
          <time dateTime={page.lastUpdated}>{formatNumericDate(page.lastUpdated)}</time>
        </p>
        {bindingNote ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-slate-800 ring-1 ring-amber-200">
            {bindingNote}
          </p>
        ) : null}
      </PageHeader>
      <div className="px-4 pb-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[16rem_1fr]">
          <nav aria-label={sectionsLabel(page.title)} className="lg:sticky lg:top-6 lg:self-start">
            <ol className="space-y-1 rounded-2xl bg-slate-50 p-4 text-sm">
              {page.sections.map((section, index) => (
                <li key={section.heading}>
                  <a
                    href={`#${sectionId(index)}`}
                    className="block rounded-md px-2 py-1.5 text-brand-800 hover:bg-brand-50 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl">
            {page.sections.map((section, index) => (
              <section
                key={section.heading}
                id={sectionId(index)}
                aria-labelledby={`${sectionId(index)}-heading`}
                className="scroll-mt-24 border-b border-slate-200 py-8 first:pt-0 last:border-0"
              >
                <h2
                  id={`${sectionId(index)}-heading`}
                  className="text-2xl font-bold text-brand-900"
                >
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-800">
                    {paragraph}
                  </p>
                ))}
                {section.list ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed text-slate-800 marker:text-brand-700">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            {page.contact ? (
              <aside
                aria-labelledby={`${idPrefix}-contact-heading`}
                className="mt-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
              >
                <h2 id={`${idPrefix}-contact-heading`} className="text-xl font-bold text-brand-900">
                  {page.contact.title}
                </h2>
                <p className="mt-2 text-slate-700">{page.contact.text}</p>
                <a
                  href={`mailto:${page.contact.email}`}
                  className="mt-4 inline-flex items-center gap-2 text-lg font-semibold wrap-anywhere text-brand-800 underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-5 shrink-0" />
                  {page.contact.email}
                </a>
              </aside>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
