import { CircleCheck, Clock, Mail, MapPin, Phone } from '@/components/ui/line-icons';
import Link from '@/components/ui/LocalLink';
import * as footerText from '@/content/footer';
import * as siteText from '@/content/site';
import { NewsletterSlot } from '@/features/leads/ui/newsletter/NewsletterSlot';
import { Container } from '@/components/ui/Container';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { WhatsAppButton } from './WhatsAppButton';
import type { CSSProperties } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';

const linkClass =
  'rounded text-slate-200 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

interface LinkColumnProps {
  id: string;
  heading: string;
  links: readonly { label: string; href: string }[];
}

function LinkColumn({ id, heading, links }: LinkColumnProps) {
  return (
    <nav aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`} className="text-base font-bold text-white">
        {heading}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link prefetch={false} href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Each band's height in rem at a phone's, a tablet's (sm) and a desktop's (lg) width, in each
 * language, as Chromium draws it: a band left out of style and layout until it comes near takes
 * that much room meanwhile (globals.css, #site-footer), so the page neither shrinks nor grows
 * under the visitor's finger when it does come near. Measure again when the footer changes
 * (frame-routes.spec says by how much it moved).
 */
const bandHeights = {
  en: { news: [20, 17.25, 11.75], links: [54.5, 53, 21], legal: [4.5, 1.25, 1.25] },
  hi: { news: [21.625, 18.4375, 12.5], links: [57.125, 57.125, 23], legal: [3.75, 1.5, 1.5] },
  or: { news: [21.625, 18.4375, 12.5], links: [58.8125, 57.125, 24.6875], legal: [3.75, 1.5, 1.5] },
} satisfies Record<Locale, Record<string, readonly [number, number, number]>>;

function bandHeight([phone, tablet, desktop]: readonly [number, number, number]) {
  return {
    '--band-phone': `${phone}rem`,
    '--band-tablet': `${tablet}rem`,
    '--band-desktop': `${desktop}rem`,
  } as CSSProperties;
}

export function Footer() {
  const { footer } = inPageLocale(footerText);
  const { site } = inPageLocale(siteText);
  const year = new Date().getFullYear();
  const bands = bandHeights[pageLocale()];
  return (
    <footer id="site-footer" className="bg-brand-900 pb-24 text-slate-200 sm:pb-10">
      <section
        aria-labelledby="newsletter-heading"
        className="border-b border-white/10"
        style={bandHeight(bands.news)}
      >
        <Container className="grid gap-6 py-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold text-white">
              {footer.newsletter.heading}
            </h2>
            <p className="mt-2 text-slate-200">{footer.newsletter.text}</p>
          </div>
          <NewsletterSlot
            doneIcon={
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--nl-ok)" />
            }
          />
        </Container>
      </section>

      <Container
        className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-12"
        style={bandHeight(bands.links)}
      >
        <div className="col-span-2 lg:col-span-4">
          <Logo tone="dark" />
          <p className="mt-4 max-w-sm text-slate-200">{footer.about}</p>
          <h2 className="mt-6 text-base font-bold text-white">{footer.socialHeading}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <SocialIcon network={profile.network} />
                  <span className="sr-only">{profile.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-2">
          <LinkColumn
            id="site-footer-links"
            heading={footer.quickLinks.heading}
            links={footer.quickLinks.links}
          />
        </div>
        <div className="lg:col-span-3">
          <LinkColumn
            id="site-footer-services"
            heading={footer.servicesColumn.heading}
            links={footer.servicesColumn.links}
          />
        </div>
        <div className="col-span-2 lg:col-span-3">
          <h2 className="text-base font-bold text-white">{footer.contactHeading}</h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-300" />
              <a href={`tel:${site.phone.tel}`} className={linkClass}>
                {site.phone.display}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-300" />
              <a href={`mailto:${site.email}`} className={`${linkClass} wrap-anywhere`}>
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-300" />
              <address className="not-italic">
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-orange-300" />
              {site.hours}
            </li>
          </ul>
        </div>
      </Container>

      {/* pr-28 keeps the legal links clear of the WhatsApp button; lg: too, or the
          Container's lg:px-8 wins from 1024 px and the button covers "Terms & Conditions". */}
      <Container
        className="flex flex-col gap-3 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:pr-28 lg:pr-28"
        style={bandHeight(bands.legal)}
      >
        <p>
          © {year} {site.name}. {footer.rights}
        </p>
        <ul className="flex gap-5">
          {footer.legalLinks.map((link) => (
            <li key={link.href}>
              <Link prefetch={false} href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
      <WhatsAppButton />
    </footer>
  );
}
