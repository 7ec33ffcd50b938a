import { SiteShell } from '@/components/layout/SiteShell';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';
import { Texts as FrameTexts } from '@/lib/i18n/generated/hi/frame';
import { setPageLocale } from '@/lib/i18n/page-locale';

export const metadata = rootMetadata('hi');
export const viewport = rootViewport;

/** The root of the Hindi pages: `<html lang>`, the Hindi texts of the frame's client components, the frame. */
export default function HindiLayout({ children }: { children: React.ReactNode }) {
  setPageLocale('hi');
  return (
    <RootDocument locale="hi">
      <FrameTexts>
        <SiteShell>{children}</SiteShell>
      </FrameTexts>
    </RootDocument>
  );
}
