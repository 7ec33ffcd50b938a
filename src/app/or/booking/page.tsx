import { BookingRoute, bookingMetadata } from '@/app/_localized/booking';

export const metadata = bookingMetadata('or');

export default function Page() {
  return <BookingRoute locale="or" />;
}
