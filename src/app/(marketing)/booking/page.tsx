import type { Metadata } from 'next';
import { BookingPage } from '@/components/pages/BookingPage';
import { bookingPage } from '@/features/leads/content/booking';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: bookingPage.metaTitle,
  description: bookingPage.description,
  path: '/booking',
});

export default function Page() {
  return (
    <>
      <Breadcrumbs pages={[{ name: bookingPage.metaTitle, path: '/booking' }]} />
      <BookingPage />
    </>
  );
}
