import type { Metadata } from 'next';
import { AboutPage } from '@/components/pages/AboutPage';
import { aboutPage } from '@/content/about';

export const metadata: Metadata = {
  title: aboutPage.metaTitle,
  description: aboutPage.description,
  alternates: { canonical: '/about' },
};

export default function Page() {
  return <AboutPage />;
}
