import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/ContactPage';
import { contactPage } from '@/content/contact';

export const metadata: Metadata = {
  title: contactPage.metaTitle,
  description: contactPage.description,
  alternates: { canonical: '/contact' },
};

export default function Page() {
  return <ContactPage />;
}
