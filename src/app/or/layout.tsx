import { SiteShell } from '@/components/layout/SiteShell';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';
import { Texts as FrameTexts } from '@/lib/i18n/generated/or/frame';
import { setPageLocale } from '@/lib/i18n/page-locale';

export const metadata = rootMetadata('or');
export const viewport = rootViewport;

/** The root of the Odia pages: `<html lang>`, the Odia texts of the frame's client components, the frame. */
export default function OdiaLayout({ children }: { children: React.ReactNode }) {
  setPageLocale('or');
  return (
    <RootDocument locale="or">
      <FrameTexts>
        <SiteShell>{children}</SiteShell>
      </FrameTexts>
    </RootDocument>
  );
}
