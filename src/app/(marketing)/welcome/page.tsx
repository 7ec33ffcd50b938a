import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { CtaBand } from '@/components/sections/CtaBand';
import { RatingsStrip } from '@/components/sections/RatingsStrip';
import { WelcomeSection } from '@/components/sections/WelcomeSection';
import { welcome } from '@/content/welcome';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: welcome.metaTitle,
  description: welcome.description,
  path: '/welcome',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: welcome.metaTitle, path: '/welcome' }]} />
      <WelcomeSection as="h1" />
      <RatingsStrip />
      <CtaBand />
    </>
  );
}
