import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingPage } from '@/content/booking';
import { pageMetadata } from '@/lib/page-metadata';

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
