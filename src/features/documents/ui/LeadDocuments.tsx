import { documentCardTexts as t } from '@/features/documents/content';
import { paymentTexts } from '@/features/payments/content';
import { can } from '@/features/people';
import type { UserRole } from '@/features/people';
import { DOCUMENT_KINDS, staffIssuedKinds } from '@/features/documents/kinds';
import type { DocumentView } from '@/features/documents/views';
import { formatReceived } from '@/features/leads';
import { formatPaise } from '@/lib/format-inr';
import { LEAD_KINDS, type LeadKind } from '@/features/leads';
import type { StaffPayments } from '@/features/payments';
import { IssueDocumentForm } from './IssueDocumentForm';

const link =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline underline-offset-2 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The move's documents: each with View and Download (plain links: a phone opens the PDF), and the form. */
export function LeadDocuments({
  kind,
  id,
  role,
  documents,
  payments,
  distanceKm,
}: {
  kind: LeadKind;
  id: string;
  role: UserRole;
  documents: DocumentView[];
  payments?: StaffPayments;
  distanceKm?: number;
}) {
  const credited = new Set(documents.filter((d) => d.kind === 'credit-note').map((d) => d.citesId));
  const receipted = new Set(documents.map((d) => d.paymentId).filter(Boolean));
  const kinds = staffIssuedKinds.filter((k) => can(role, DOCUMENT_KINDS[k].right));
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t.intro}</p>
      {documents.length === 0 ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <ol aria-label={t.listLabel} className="divide-y divide-slate-200">
          {documents.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-semibold text-slate-900">{doc.title}</span>{' '}
                <span className="font-mono text-sm">{doc.number}</span>
                <span className="block text-sm text-slate-600">
                  {formatReceived(doc.issuedAt)}
                  {doc.issuedBy ? ` · ${doc.issuedBy}` : ''}
                </span>
              </span>
              <span className="flex gap-2">
                <a className={link} href={doc.url} aria-label={t.viewLabel(doc.title, doc.number)}>
                  {t.view}
                </a>
                <a
                  className={link}
                  href={`${doc.url}?download=1`}
                  aria-label={t.downloadLabel(doc.title, doc.number)}
                >
                  {t.download}
                </a>
              </span>
            </li>
          ))}
        </ol>
      )}
      <IssueDocumentForm
        staffType={LEAD_KINDS[kind].type}
        leadId={id}
        kinds={kinds}
        distanceKm={distanceKm}
        payments={(payments?.items ?? [])
          .filter((p) => !receipted.has(p.id))
          .map((p) => ({
            id: p.id,
            label: `${paymentTexts.kinds[p.kind]} ${formatPaise(p.amountPaise)} · ${paymentTexts.modes[p.mode]} · ${p.receivedOn}`,
          }))}
        invoices={documents
          .filter((d) => d.kind === 'invoice' && !credited.has(d.id))
          .map((d) => ({ id: d.id, label: d.number }))}
      />
    </div>
  );
}
