import { SiteShell } from '@/components/layout/SiteShell';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';
import { HindiClientTexts } from '@/lib/i18n/generated/hi-client-texts';
import { setPageLocale } from '@/lib/i18n/page-locale';

export const metadata = rootMetadata('hi');
export const viewport = rootViewport;

/** The root of the Hindi pages: `<html lang>`, the Hindi texts of the client components, the frame. */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  setPageLocale('hi');
  return (
    <RootDocument locale="hi">
      <HindiClientTexts>
        <SiteShell>{children}</SiteShell>
      </HindiClientTexts>
    </RootDocument>
  );
}
