import { BookingAtEstimateRoute, bookingAtEstimateMetadata } from '@/app/_localized/booking';
import { Texts as BookingTexts } from '@/lib/i18n/generated/or/booking';

export const metadata = bookingAtEstimateMetadata('or');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <BookingTexts>
      <BookingAtEstimateRoute locale="or" query={await searchParams} />
    </BookingTexts>
  );
}
