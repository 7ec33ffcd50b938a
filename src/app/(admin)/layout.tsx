import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';

export const metadata = rootMetadata('en');
export const viewport = rootViewport;

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
