import type { Metadata } from 'next';
import { HomePage } from '@/components/pages/HomePage';
import { homePage } from '@/content/home';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: homePage.metaTitle,
  description: homePage.description,
  path: '/',
  absoluteTitle: true,
});

export default function Page() {
  return <HomePage />;
}
