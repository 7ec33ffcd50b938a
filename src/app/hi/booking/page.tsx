import { BookingRoute, bookingMetadata } from '@/app/_localized/booking';

export const metadata = bookingMetadata('hi');

export default function Page() {
  return <BookingRoute locale="hi" />;
}
