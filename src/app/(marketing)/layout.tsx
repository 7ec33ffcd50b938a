import { SiteShell } from '@/components/layout/SiteShell';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';

export const metadata = rootMetadata('en');
export const viewport = rootViewport;

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return (
    <RootDocument locale="en">
      <SiteShell>{children}</SiteShell>
    </RootDocument>
  );
}
