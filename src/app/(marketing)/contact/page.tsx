import type { Metadata } from 'next';
import { ContactPage } from '@/components/pages/ContactPage';
import { contactPage } from '@/features/leads/content/contact';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: contactPage.metaTitle,
  description: contactPage.description,
  path: '/contact',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: contactPage.metaTitle, path: '/contact' }]} />
      <ContactPage />
    </>
  );
}
