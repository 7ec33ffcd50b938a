import { BookingRoute, bookingMetadata } from '@/app/_localized/booking';
import { Texts as BookingTexts } from '@/lib/i18n/generated/or/booking';

export const metadata = bookingMetadata('or');

export default function Page() {
  return (
    <BookingTexts>
      <BookingRoute locale="or" />
    </BookingTexts>
  );
}
