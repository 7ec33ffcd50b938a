import { BookingAtEstimateRoute, bookingAtEstimateMetadata } from '@/app/_localized/booking';

export const metadata = bookingAtEstimateMetadata('en');

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <BookingAtEstimateRoute locale="en" query={await searchParams} />;
}
