import { buttonClass } from '@/components/ui/Button';
import { company } from '@/settings/company';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { formatPaise } from '@/lib/format-inr';
import { qrSvgPath } from '@/features/quotation/qr-svg';
import { PaidForm } from './QuotationForms';

/**
 * The advance after acceptance: a UPI QR code drawn on the server and the same link for a UPI
 * app on this phone; without a UPI ID, the company's bank details. Then "I have paid".
 */
export function QuotationPayment({
  token,
  advancePaise,
  upi,
  utrError,
}: {
  token: string;
  advancePaise: number;
  upi?: { url: string; amountPaise: number };
  utrError?: boolean;
}) {
  const { customerQuotationPage: t } = inPageLocale(quotationPage);
  const amount = formatPaise(advancePaise);
  const qr = upi ? qrSvgPath(upi.url) : undefined;
  return (
    <section
      id="pay"
      aria-labelledby="pay-heading"
      className="mt-8 scroll-mt-4 rounded-xl border-2 border-accent-600 p-5"
    >
      <h2 id="pay-heading" className="text-lg font-bold text-brand-900">
        {t.payHeading}: {amount}
      </h2>
      {upi && qr ? (
        <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label={t.qrLabel(amount)}
            data-testid="upi-qr"
            className="size-56 shrink-0 rounded-lg border border-slate-300 bg-white"
            shapeRendering="crispEdges"
          >
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <div className="space-y-3">
            <p className="text-sm text-slate-800">{t.payIntro(amount)}</p>
            <p className="text-sm text-slate-700">
              {t.upiId}: <span className="font-mono font-semibold">{company.upi.id}</span> (
              {company.upi.payeeName})
            </p>
            <a href={upi.url} className={buttonClass('primary')} data-testid="upi-link">
              {t.openUpi}
            </a>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-800">{t.bankIntro(amount)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t.bank.accountName}</dt>
            <dd className="font-semibold">{company.bank.accountName}</dd>
            <dt className="text-slate-600">{t.bank.accountNumber}</dt>
            <dd className="font-mono font-semibold">{company.bank.accountNumber}</dd>
            <dt className="text-slate-600">{t.bank.ifsc}</dt>
            <dd className="font-mono font-semibold">{company.bank.ifsc}</dd>
            <dt className="text-slate-600">{t.bank.bankName}</dt>
            <dd className="font-semibold">{company.bank.bankName}</dd>
          </dl>
        </div>
      )}
      <PaidForm token={token} error={utrError} />
    </section>
  );
}
