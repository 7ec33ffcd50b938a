import * as documentContent from '@/features/documents/content';
import { inPageLocale } from '@/lib/i18n/page-locale';

interface Item {
  id: string;
  title: string;
  number: string;
  url: string;
}

/** The move's PDFs for the customer: plain links, so they open on any phone, JavaScript or not. */
export function CustomerDocuments({ documents }: { documents: readonly Item[] }) {
  const { customerDocumentTexts: t } = inPageLocale(documentContent);
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-heading" className="mt-8">
      <h2 id="documents-heading" className="text-lg font-bold text-brand-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <ul className="mt-3 divide-y divide-slate-200">
        {documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <span>
              <span className="font-semibold text-slate-900">{doc.title}</span>{' '}
              <span className="font-mono text-sm">{doc.number}</span>
            </span>
            <a
              href={`${doc.url}${doc.url.includes('?') ? '&' : '?'}download=1`}
              className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline underline-offset-2 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t.download(doc.title, doc.number)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
