import { Phone } from '@/components/ui/line-icons';
import { frameText } from '@/content/nav';
import { site } from '@/content/site';
import { Container } from '@/components/ui/Container';
import { DesktopNav } from './DesktopNav';
import { HeaderShell } from './HeaderShell';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

export function Header() {
  return (
    <HeaderShell>
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
    </HeaderShell>
  );
}
