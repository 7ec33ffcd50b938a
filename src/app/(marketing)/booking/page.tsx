import type { Metadata } from 'next';
import { BookingPage } from '@/components/pages/BookingPage';
import { bookingPage } from '@/content/booking';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata: Metadata = pageMetadata({
  title: bookingPage.metaTitle,
  description: bookingPage.description,
  path: '/booking',
});

export default function Page() {
  return <BookingPage />;
}
