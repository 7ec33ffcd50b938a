import { Mail, Phone } from '@/components/ui/line-icons';
import { TickList } from '@/components/ui/TickList';
import * as commonText from '@/content/service-pages/common';
import * as siteText from '@/content/site';
import { QuoteFormOnDemand } from '@/features/leads/ui/quote/QuoteFormOnDemand';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The quotation page's form with the reasons to ask and the quotes desk beside it. The form
 * column collapses when the form renders nothing, so the side column then fills the row.
 */
export function QuoteBlock({
  reasonsTitle,
  reasons,
}: {
  reasonsTitle: string;
  reasons: readonly string[];
}) {
  const { servicePageText } = inPageLocale(commonText);
  const { site } = inPageLocale(siteText);
  const { quoteContact } = servicePageText;
  return (
    <div className="flex flex-col gap-8 lg:flex-row">
      <div className="empty:hidden lg:flex-[2]">
        <QuoteFormOnDemand />
      </div>
      <div className="grid flex-1 gap-6 md:grid-cols-2 lg:[grid-template-columns:repeat(auto-fit,minmax(18rem,1fr))]">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-lg font-bold text-brand-900">{reasonsTitle}</h3>
          <TickList items={reasons} className="mt-4 space-y-3" circled />
        </div>
        <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
          <h3 className="text-lg font-bold">{quoteContact.title}</h3>
          <p className="mt-2 text-brand-100">{quoteContact.text}</p>
          <ul className="mt-5 space-y-4">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-accent-500" />
              <a
                href={`tel:${site.phone.tel}`}
                className="text-lg font-semibold underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <span className="sr-only">{quoteContact.phoneLabel}: </span>
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-accent-500" />
              <a
                href={`mailto:${site.quotesEmail}`}
                className="text-lg font-semibold wrap-anywhere underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                <span className="sr-only">{quoteContact.emailLabel}: </span>
                {site.quotesEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </div>
  );
}
