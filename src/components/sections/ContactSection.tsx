import { Clock, Mail, MapPin, Phone } from '@/components/ui/line-icons';
import * as homeText from '@/content/home';
import * as siteText from '@/content/site';
import { ContactFormSlot } from '@/features/leads/ui/contact/ContactFormSlot';
import { Container } from '@/components/ui/Container';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { inPageLocale } from '@/lib/i18n/page-locale';

const cardClass = 'flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const iconClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700';
const linkClass =
  'rounded font-semibold break-words text-brand-800 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Ways to reach the company, beside the contact form (hydrated when it comes near). */
export function ContactSection() {
  const { contactSection } = inPageLocale(homeText);
  const { site } = inPageLocale(siteText);
  return (
    <section aria-labelledby="contact-heading" className="bg-brand-50 py-16 sm:py-20">
      <Container className="flex flex-col gap-10 lg:flex-row">
        <div className="flex-1">
          <SectionHeading
            id="contact-heading"
            align="left"
            eyebrow={contactSection.eyebrow}
            heading={contactSection.heading}
            text={contactSection.text}
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            <li className={cardClass}>
              <span className={iconClass}>
                <Phone aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm text-slate-700">{contactSection.phoneLabel}</p>
                <a href={`tel:${site.phone.tel}`} className={linkClass}>
                  {site.phone.display}
                </a>
              </div>
            </li>
            <li className={cardClass}>
              <span className={iconClass}>
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-sm text-slate-700">{contactSection.emailLabel}</p>
                <a href={`mailto:${site.email}`} className={`${linkClass} wrap-anywhere`}>
                  {site.email}
                </a>
              </div>
            </li>
            <li className={cardClass}>
              <span className={iconClass}>
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm text-slate-700">{contactSection.addressLabel}</p>
                <address className="font-semibold text-slate-900 not-italic">
                  {site.address.lines.join(', ')}
                </address>
              </div>
            </li>
            <li className={cardClass}>
              <span className={iconClass}>
                <Clock aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm text-slate-700">{contactSection.hoursLabel}</p>
                <p className="font-semibold text-slate-900">{site.hours}</p>
              </div>
            </li>
          </ul>
        </div>
        <div className="flex-1 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8">
          <ContactFormSlot />
        </div>
      </Container>
    </section>
  );
}
