import { Clock, MapPin, Phone } from '@/components/ui/line-icons';
import * as cityPagesText from '@/content/city-pages';
import type { BranchOffice } from '@/content/city-pages';
import * as commonText from '@/content/city-pages/common';
import * as siteText from '@/content/site';
import { inPageLocale } from '@/lib/i18n/page-locale';

/** The branch office: address, how to find it, hours and the phone number. */
export function CityOfficeCard({
  city,
  office,
  isHeadOffice,
}: {
  city: string;
  office: BranchOffice;
  isHeadOffice: boolean;
}) {
  const { officeLines } = inPageLocale(cityPagesText);
  const { cityPageText } = inPageLocale(commonText);
  const { site } = inPageLocale(siteText);
  return (
    <section
      aria-labelledby="city-office-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="city-office-heading" className="text-xl font-bold text-brand-900">
        {cityPageText.officeTitle(city)}
      </h2>
      {isHeadOffice ? (
        <p className="mt-1 text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {cityPageText.headOffice}
        </p>
      ) : null}
      <ul className="mt-4 space-y-4 text-slate-800">
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <span>
            <address className="not-italic">
              {officeLines(office).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <span className="mt-1 block text-sm text-slate-600">{office.landmark}</span>
          </span>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <span>{cityPageText.officeHours}</span>
        </li>
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <a
            href={`tel:${site.phone.tel}`}
            className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {site.phone.display}
          </a>
        </li>
      </ul>
    </section>
  );
}
