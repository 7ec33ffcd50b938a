import { Mail, MapPin, Phone } from '@/components/ui/line-icons';
import type { ReactNode } from 'react';
import * as contactText from '@/features/leads/content/contact';
import * as siteText from '@/content/site';
import { ContactForm } from '@/features/leads/ui/contact/ContactForm';
import { inPageLocale } from '@/lib/i18n/page-locale';

function ContactCard({
  icon,
  title,
  note,
  children,
}: {
  icon: ReactNode;
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        <div className="mt-1 text-slate-800 wrap-anywhere">{children}</div>
        <p className="mt-1 text-sm text-slate-600">{note}</p>
      </div>
    </li>
  );
}

const linkClass =
  'font-semibold text-brand-700 underline decoration-brand-700/40 underline-offset-4 hover:decoration-brand-700 ' +
  'focus-visible:rounded focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function ContactPage() {
  const { contactPage } = inPageLocale(contactText);
  const { site } = inPageLocale(siteText);
  const { cards } = contactPage;
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {contactPage.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{contactPage.intro}</p>

        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul className="grid grid-cols-1 content-start gap-4" aria-label={contactPage.waysLabel}>
            <ContactCard
              icon={<Phone aria-hidden="true" />}
              title={cards.phone.title}
              note={cards.phone.note}
            >
              <a href={`tel:${site.phone.tel}`} className={linkClass}>
                {site.phone.display}
              </a>
            </ContactCard>
            <ContactCard
              icon={<Mail aria-hidden="true" />}
              title={cards.email.title}
              note={cards.email.note}
            >
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </ContactCard>
            <ContactCard
              icon={<MapPin aria-hidden="true" />}
              title={cards.address.title}
              note={cards.address.note}
            >
              <address className="not-italic">
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </ContactCard>
          </ul>

          <section
            aria-labelledby="contact-form-heading"
            className="rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
              {contactPage.formHeading}
            </h2>
            <p className="mt-2 mb-6 text-slate-700">{contactPage.formIntro}</p>
            <ContactForm />
          </section>
        </div>
      </div>
    </div>
  );
}
