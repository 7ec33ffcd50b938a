import { LogoMark } from '@/components/layout/LogoMark';
import { company } from '@/settings/company';
import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The quotation page when there is none to show: an unknown link, too many tries, or no store. */
export function QuotationRefusedView({
  reason,
}: {
  reason: 'not_found' | 'rate_limited' | 'unavailable';
}) {
  const { customerQuotationPage: t, quotationNotices } = inPageLocale(quotationPage);
  const heading = reason === 'rate_limited' ? t.rateLimitedTitle : t.notFoundTitle;
  const body =
    reason === 'not_found'
      ? quotationNotices['not-found'].text
      : reason === 'rate_limited'
        ? quotationNotices['rate-limited'].text
        : quotationNotices.unavailable.text;
  return (
    // The HTTP status of this answer (scripts/server/page-status.mjs): a page cannot set it.
    <main
      className="mx-auto max-w-xl px-4 py-16 text-center"
      data-http-status={
        reason === 'rate_limited' ? 429 : reason === 'unavailable' ? 503 : undefined
      }
    >
      <LogoMark className="mx-auto size-12" />
      <p className="mt-3 font-bold text-brand-900">{company.tradeName}</p>
      <h1 className="mt-6 text-2xl font-extrabold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-700">{body}</p>
      <p className="mt-6 text-sm text-slate-700">{t.questions}</p>
    </main>
  );
}
