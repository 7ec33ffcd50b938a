import { BookingRoute, bookingMetadata } from '@/app/_localized/booking';
import { Texts as BookingTexts } from '@/lib/i18n/generated/hi/booking';

export const metadata = bookingMetadata('hi');

export default function Page() {
  return (
    <BookingTexts>
      <BookingRoute locale="hi" />
    </BookingTexts>
  );
}
