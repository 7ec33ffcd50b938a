import type { Metadata } from 'next';
import { BookingPage } from '@/components/booking/BookingPage';
import { bookingPage } from '@/content/booking';

export const metadata: Metadata = {
  title: bookingPage.metaTitle,
  description: bookingPage.description,
  alternates: { canonical: '/booking' },
};

export default function Page() {
  return <BookingPage />;
}
