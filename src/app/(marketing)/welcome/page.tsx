import type { Metadata } from 'next';
import { WelcomePage } from '@/components/pages/WelcomePage';
import { welcome } from '@/content/welcome';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { inlineSvg } from '@/server/media/inline-picture';

export const metadata: Metadata = pageMetadata({
  title: welcome.metaTitle,
  description: welcome.description,
  path: '/welcome',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: welcome.metaTitle, path: '/welcome' }]} />
      <WelcomePage artMarkup={inlineSvg(welcome.illustration)} />
    </>
  );
}
