import { Mail, MessageCircle, Phone } from '@/components/ui/line-icons';
import { site } from '@/content/site';
import * as trackingText from '@/features/tracking/content';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { whatsappHref } from '@/lib/whatsapp';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 hover:underline ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** How to reach the company about a request: call, WhatsApp, email. */
export function ReachUs({ reference }: { reference?: string }) {
  const { reach } = inPageLocale(trackingText).trackPage;
  return (
    <aside
      aria-labelledby="track-reach-heading"
      className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="track-reach-heading" className="text-lg font-bold text-brand-900">
        {reach.heading}
      </h2>
      <p className="mt-2 text-slate-700">{reach.intro}</p>
      <ul className="mt-4 space-y-1">
        <li>
          <a href={`tel:${site.phone.tel}`} className={linkClass}>
            <Phone aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{reach.call} </span>
              {site.phone.display}
            </span>
          </a>
        </li>
        <li>
          <a href={whatsappHref(reach.whatsappMessage(reference))} className={linkClass}>
            <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
            {reach.whatsapp}
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={`${linkClass} wrap-anywhere`}>
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            <span>
              <span className="sr-only">{reach.email} </span>
              {site.email}
            </span>
          </a>
        </li>
      </ul>
    </aside>
  );
}
