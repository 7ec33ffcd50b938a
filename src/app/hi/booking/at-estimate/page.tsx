import { BookingAtEstimateRoute, bookingAtEstimateMetadata } from '@/app/_localized/booking';
import { Texts as BookingTexts } from '@/lib/i18n/generated/hi/booking';

export const metadata = bookingAtEstimateMetadata('hi');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <BookingTexts>
      <BookingAtEstimateRoute locale="hi" query={await searchParams} />
    </BookingTexts>
  );
}
