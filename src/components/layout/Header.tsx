import { Phone } from '@/components/ui/line-icons';
import * as navText from '@/content/nav';
import * as siteText from '@/content/site';
import { Container } from '@/components/ui/Container';
import { DesktopNav } from './DesktopNav';
import { HeaderScrollWatch } from './HeaderScrollWatch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { inPageLocale } from '@/lib/i18n/page-locale';

/**
 * The sticky header. Once the page has scrolled `frameText.scrollThreshold` px it takes its
 * compact, shadowed style: in CSS alone where the browser has scroll-driven animations
 * (`header-scroll-watch` in globals.css), through a small IntersectionObserver elsewhere
 * (HeaderScrollWatch).
 */
export function Header() {
  const { frameText } = inPageLocale(navText);
  const { site } = inPageLocale(siteText);
  return (
    <HeaderScrollWatch threshold={frameText.scrollThreshold}>
      <header className="border-b border-slate-200 bg-white transition-[background-color,box-shadow,border-color] duration-300 header-scrolled:border-transparent header-scrolled:bg-white/95 header-scrolled:shadow-lg header-scrolled:shadow-brand-900/10 header-scrolled:backdrop-blur motion-reduce:transition-none">
        <Container className="flex h-18 items-center justify-between gap-4">
          <Logo />
          <DesktopNav />
          <div className="flex items-center gap-1 sm:gap-2">
            <a
              href={`tel:${site.phone.tel}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-accent-600 px-2.5 py-2 font-semibold whitespace-nowrap text-white transition-colors hover:bg-accent-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4"
            >
              <Phone aria-hidden="true" className="size-5" />
              <span className="sr-only sm:not-sr-only">{frameText.callButton}</span>
              <span className="sr-only">: {site.phone.display}</span>
            </a>
            <MobileMenu />
          </div>
        </Container>
      </header>
    </HeaderScrollWatch>
  );
}
