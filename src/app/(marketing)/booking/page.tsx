import { BookingRoute, bookingMetadata } from '@/app/_localized/booking';

export const metadata = bookingMetadata('en');

export default function Page() {
  return <BookingRoute locale="en" />;
}
