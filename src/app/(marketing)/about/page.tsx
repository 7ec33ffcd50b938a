import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { AboutPage } from '@/components/pages/AboutPage';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: aboutPage.metaTitle,
  description: aboutPage.description,
  path: '/about',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: aboutPage.metaTitle, path: '/about' }]} />
      <AboutPage />
    </>
  );
}
