import { LogoMark } from '@/components/layout/LogoMark';
import { company } from '@/settings/company';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { formatLongDate } from '@/lib/format-date';

/** The company's letterhead and the quotation's number, dates and customer. */
export function QuotationLetterhead({
  reference,
  version,
  issuedOn,
  validUntil,
  customerName,
}: {
  reference: string;
  version: number;
  issuedOn: string;
  validUntil: string;
  customerName: string;
}) {
  const { customerQuotationPage: t } = inPageLocale(quotationPage);
  return (
    <header className="border-b-4 border-brand-900 pb-6">
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex items-start gap-3">
          <LogoMark className="size-12 shrink-0" />
          <div>
            <p className="text-xl font-extrabold text-brand-900">{company.tradeName}</p>
            <p className="text-sm text-slate-700">{company.legalName}</p>
            {company.addressLines.map((line) => (
              <p key={line} className="text-sm text-slate-700">
                {line}
              </p>
            ))}
            <p className="mt-1 text-sm text-slate-700">
              {t.gstinLabel} <span className="font-mono">{company.gstin}</span> · {t.panLabel}{' '}
              <span className="font-mono">{company.pan}</span>
            </p>
          </div>
        </div>
        <div className="sm:text-right">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 uppercase">
            {t.heading}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-3 gap-y-0.5 text-sm sm:justify-end">
            <dt className="text-slate-600">{t.numberLabel}</dt>
            <dd className="font-semibold text-slate-900">
              {reference} · {t.versionLabel(version)}
            </dd>
            <dt className="text-slate-600">{t.dateLabel}</dt>
            <dd className="text-slate-900">{formatLongDate(issuedOn.slice(0, 10))}</dd>
            <dt className="text-slate-600">{t.validLabel}</dt>
            <dd className="font-semibold text-slate-900">{formatLongDate(validUntil)}</dd>
          </dl>
        </div>
      </div>
      {customerName ? (
        <p className="mt-5 text-sm text-slate-700">
          {t.forLabel}{' '}
          <span className="text-base font-semibold text-slate-900">{customerName}</span>
        </p>
      ) : null}
    </header>
  );
}
