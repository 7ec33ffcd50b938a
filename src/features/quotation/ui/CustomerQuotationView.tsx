import * as quotationRules from '@/features/quotation/content/quotation-rules';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import type { QuotationNotice } from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { formatLongDate } from '@/lib/format-date';
import { formatReceived } from '@/features/leads';
import type { CustomerQuotation } from '@/features/quotation/customer-view';
import { QuotationCharges } from './QuotationCharges';
import { AcceptForm, ChangeForm } from './QuotationForms';
import { QuotationLetterhead } from './QuotationLetterhead';
import { QuotationMove } from './QuotationMove';
import { QuotationPayment } from './QuotationPayment';
import { QuotationLanguageSwitch } from './QuotationLanguageSwitch';
import { CustomerDocuments } from '@/features/documents/ui/CustomerDocuments';

/** The customer's quotation as one printable document, with its forms where they apply. */
export function CustomerQuotationView({
  token,
  quotation: q,
  notice,
}: {
  token: string;
  quotation: CustomerQuotation;
  notice?: QuotationNotice;
}) {
  const { customerQuotationPage: t, quotationNotices } = inPageLocale(quotationPage);
  const { quotationTerms } = inPageLocale(quotationRules);
  const shown = notice ? quotationNotices[notice] : undefined;
  const accepted = q.status === 'accepted';
  return (
    <main className="min-h-screen bg-slate-100">
      <div className="mx-auto max-w-3xl px-3 py-6 sm:px-6 sm:py-10">
        <QuotationLanguageSwitch token={token} />
        <article className="mt-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <QuotationLetterhead
            reference={q.reference}
            version={q.version}
            issuedOn={q.issuedOn}
            validUntil={q.validUntil}
            customerName={q.customerName}
          />
          {shown ? (
            <p
              role={shown.tone === 'error' ? 'alert' : 'status'}
              className={`mt-6 rounded-lg p-4 text-sm font-medium ${
                shown.tone === 'error'
                  ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
                  : 'bg-green-50 text-green-900 ring-1 ring-green-200'
              }`}
            >
              {shown.text}
            </p>
          ) : null}
          {accepted && q.acceptedName && q.acceptedAt ? (
            <div className="mt-6 rounded-lg bg-green-50 p-4 ring-1 ring-green-200">
              <p className="font-bold text-green-900">{t.acceptedHeading}</p>
              <p className="text-sm text-green-900">
                {t.acceptedBy(q.acceptedName, formatReceived(q.acceptedAt))}
              </p>
            </div>
          ) : null}
          {q.replaces && !accepted ? (
            <p className="mt-6 rounded-lg bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200">
              {t.replacesNote(q.replaces.version, formatReceived(q.replaces.openedAt))}
            </p>
          ) : null}
          {q.status === 'expired' ? (
            <div className="mt-6 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
              <p className="font-bold text-amber-900">{t.expiredHeading}</p>
              <p className="text-sm text-amber-900">
                {t.expiredBody(formatLongDate(q.validUntil))}
              </p>
            </div>
          ) : null}
          <QuotationMove move={q.move} inventory={q.inventory} />
          <QuotationCharges
            lines={q.lines}
            subtotalPaise={q.subtotalPaise}
            taxablePaise={q.taxablePaise}
            gstPaise={q.gst.totalPaise}
            discountPaise={q.discountPaise}
            totalPaise={q.totalPaise}
            advancePaise={q.advancePaise}
            balancePaise={q.balancePaise}
          />
          {accepted ? (
            <QuotationPayment
              token={token}
              advancePaise={q.advancePaise}
              upi={q.upi}
              utrError={notice === 'invalid-utr'}
            />
          ) : null}
          {q.status === 'sent' ? (
            <AcceptForm
              token={token}
              version={q.version}
              totalPaise={q.totalPaise}
              error={
                notice === 'invalid-name'
                  ? 'name'
                  : notice === 'invalid-agree'
                    ? 'agree'
                    : undefined
              }
            />
          ) : null}
          <CustomerDocuments documents={q.documents} />
          <section aria-labelledby="terms-heading" className="mt-8">
            <h2 id="terms-heading" className="text-lg font-bold text-brand-900">
              {t.termsHeading}
            </h2>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
              {quotationTerms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ol>
          </section>
          <footer className="mt-8 grid gap-4 border-t border-slate-200 pt-5 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
            <p className="text-slate-700">{t.questions}</p>
            <div className="sm:text-right">
              <p className="font-semibold text-slate-900">{t.signatory}</p>
              <p className="text-slate-700">{t.signatoryName}</p>
            </div>
          </footer>
        </article>
        {!accepted ? (
          <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-10">
            <ChangeForm token={token} error={notice === 'invalid-message'} />
          </div>
        ) : null}
      </div>
    </main>
  );
}
