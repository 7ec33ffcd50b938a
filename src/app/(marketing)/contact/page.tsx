import type { Metadata } from 'next';
import { ContactPage } from '@/components/pages/ContactPage';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: contactPage.metaTitle,
  description: contactPage.description,
  path: '/contact',
});

export default function Page() {
  return <ContactPage />;
}
