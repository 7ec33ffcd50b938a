import { quotationStatusLabels, staffQuotationTexts as t } from '@/features/quotation/content/quotation-page';
import { formatReceived } from '@/features/leads';
import { formatLongDate } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { LEAD_KINDS, type LeadKind } from '@/features/leads';
import { editorFieldsOf } from '@/features/quotation/editor-form';
import type { StaffQuotation } from '@/features/quotation/views';
import { QuotationEditor } from './QuotationEditor';
import { QuotationSend } from './QuotationSend';

type Prefill = Parameters<typeof editorFieldsOf>[0];

/**
 * The lead page's quotation: before one exists, the editor prefilled from the estimate and
 * the survey; after, the customer's link, sending, the versions (status, sent, opened,
 * accepted), what befell it, and the editor at the latest version (an accepted one is frozen).
 */
export function LeadQuotation({
  kind,
  id,
  quotation,
  prefill,
  canMake,
}: {
  kind: LeadKind;
  id: string;
  quotation: StaffQuotation | null;
  prefill: Prefill | null;
  /** The signed-in role may make, change and send it (the rights table's quotations.make). */
  canMake: boolean;
}) {
  const staffType = LEAD_KINDS[kind].type;
  if (!quotation)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{canMake ? t.none : t.readOnly}</p>
        {prefill && canMake ? (
          <QuotationEditor staffType={staffType} leadId={id} initial={editorFieldsOf(prefill)} />
        ) : null}
      </div>
    );
  const latest = quotation.versions[0]!;
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <label htmlFor="quotation-link" className="block text-sm font-semibold text-slate-800">
          {t.link}
        </label>
        <input
          id="quotation-link"
          readOnly
          value={quotation.url}
          className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
        />
        {canMake ? <QuotationSend staffType={staffType} leadId={id} /> : null}
      </div>
      <div>
        <h3 className="mb-2 text-base font-bold text-brand-900">{t.versionsHeading}</h3>
        <ul className="space-y-2" data-testid="quotation-versions">
          {quotation.versions.map((v) => (
            <li key={v.version} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-semibold text-slate-900">
                {t.version(v.version)} · {quotationStatusLabels[v.status]} ·{' '}
                {t.totals(formatPaise(v.totalPaise), formatPaise(v.advancePaise))}
              </p>
              <p className="text-slate-700">
                {t.validUntil} {formatLongDate(v.validUntil)} ·{' '}
                {v.sentAt ? t.sentAt(formatReceived(v.sentAt)) : t.notSent}
                {v.openedAt ? ` · ${t.openedAt(formatReceived(v.openedAt))}` : ''}
              </p>
              {v.acceptedAt && v.acceptedName ? (
                <p className="font-semibold text-green-900">
                  {t.acceptedBy(v.acceptedName, formatReceived(v.acceptedAt))}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {quotation.events.length > 0 ? (
        <div>
          <h3 className="mb-2 text-base font-bold text-brand-900">{t.historyHeading}</h3>
          <ol className="space-y-1 text-sm" data-testid="quotation-events">
            {quotation.events.map((e, index) => (
              <li key={index} className="text-slate-800">
                <span className="text-slate-600">{formatReceived(e.at)}</span> ·{' '}
                {t.version(e.version)} · {t.events[e.kind]}
                {e.kind === 'paid' || e.kind === 'change' ? (
                  <span className="font-mono"> {e.detail}</span>
                ) : e.by ? (
                  ` ${t.by(e.by)}`
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {latest.status !== 'accepted' && canMake ? (
        <QuotationEditor
          staffType={staffType}
          leadId={id}
          quotationId={quotation.id}
          version={latest.version}
          initial={editorFieldsOf(latest)}
        />
      ) : null}
    </div>
  );
}
