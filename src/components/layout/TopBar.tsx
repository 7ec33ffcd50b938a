import { Clock, Mail, Phone } from '@/components/ui/line-icons';
import * as navText from '@/content/nav';
import * as siteText from '@/content/site';
import { Container } from '@/components/ui/Container';
import { languageNamesOn } from './LanguageName';
import { LanguageSwitch } from './LanguageSwitch';
import { inPageLocale, pageLocale } from '@/lib/i18n/page-locale';

const linkClass =
  'inline-flex min-h-6 items-center gap-1.5 rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The strip above the header: phone, email and support hours on every page. */
export function TopBar() {
  const { frameText } = inPageLocale(navText);
  const { site } = inPageLocale(siteText);
  return (
    <aside aria-label={frameText.topBarLabel} className="bg-brand-900 text-sm text-slate-100">
      <Container className="flex items-center justify-between gap-x-4 py-2">
        <div className="flex items-center gap-x-4 sm:gap-x-6">
          <a href={`tel:${site.phone.tel}`} className={linkClass}>
            <Phone aria-hidden="true" className="size-4 text-orange-300" />
            {site.phone.display}
          </a>
          <a href={`mailto:${site.email}`} className={`${linkClass} min-w-6 justify-center`}>
            <Mail aria-hidden="true" className="size-4 text-orange-300" />
            {/* Phones show the icon only; the address is still the link's name. */}
            <span className="sr-only sm:not-sr-only">{site.email}</span>
          </a>
        </div>
        <div className="flex items-center gap-x-4">
          <p className="inline-flex items-center gap-1.5 font-semibold">
            <Clock aria-hidden="true" className="size-4 text-orange-300" />
            {site.hours}
          </p>
          {/* On a phone the switch is in the menu, where it has room. */}
          <LanguageSwitch
            names={languageNamesOn(pageLocale())}
            tone="dark"
            className="hidden sm:block"
          />
        </div>
      </Container>
    </aside>
  );
}
