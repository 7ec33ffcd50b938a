import type { Metadata } from 'next';
import { BookingPage } from '@/components/pages/BookingPage';
import { bookingPage } from '@/features/leads/content/booking';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

// /booking?size=… is rewritten here by the proxy (src/proxy.ts): the query carries an estimate
// from /estimate, whose inputs the form must send back without JavaScript too (a hidden field
// only the server can write), so this twin of /booking renders per request. Not indexed: its
// canonical is /booking.
export const metadata: Metadata = {
  ...pageMetadata({
    title: bookingPage.metaTitle,
    description: bookingPage.description,
    path: '/booking',
  }),
  robots: { index: false, follow: true },
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <>
      <Breadcrumbs pages={[{ name: bookingPage.metaTitle, path: '/booking' }]} />
      <BookingPage query={await searchParams} />
    </>
  );
}
