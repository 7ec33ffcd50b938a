import type { Metadata } from 'next';
import { BookingPage } from '@/components/pages/BookingPage';
import { bookingPage } from '@/content/booking';
import { pageMetadata } from '@/lib/page-metadata';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';

export const metadata: Metadata = pageMetadata({
  title: bookingPage.metaTitle,
  description: bookingPage.description,
  path: '/booking',
});

/**
 * Rendered per request: the query may carry an estimate from /estimate, whose inputs the form
 * must send back without JavaScript too (a hidden field only the server can write).
 */
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
