import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { TrackPage, type TrackOutcome } from '@/components/pages/TrackPage';
import { trackPage, trackPath } from '@/features/tracking/content';
import { pageMetadata } from '@/lib/page-metadata';
import { clientAddress } from '@/server/http/client-address';
import { lookUpRequest } from '@/features/tracking/server';

export const metadata: Metadata = {
  ...pageMetadata({
    title: trackPage.metaTitle,
    description: trackPage.description,
    path: trackPath,
  }),
  // A customer's own request: never in a search index, and the query (their phone or email)
  // never leaves in a Referer header.
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /track, ?reference= prefills the form; with &contact= it is a look-up (a plain GET form). */
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  const reference = first(params.reference) ?? '';
  const contact = first(params.contact);
  let outcome: TrackOutcome | undefined;
  if (contact !== undefined) {
    try {
      outcome = await lookUpRequest(
        { reference, contact },
        { clientAddress: clientAddress(await headers()) },
      );
    } catch (error) {
      console.error('[track] a look-up failed:', error);
      outcome = { ok: false, reason: 'unavailable' };
    }
  }
  // The trail every inner page has. It also puts next/link in this page's own scripts: a page
  // without it got next/link from the client manifest Next merges in from the home page, and
  // with it every script of the home page (about 10 KiB it never ran; routes.spec checks).
  return (
    <>
      <Breadcrumbs pages={[{ name: trackPage.metaTitle, path: trackPath }]} />
      <TrackPage
        reference={reference}
        contact={contact ?? ''}
        outcome={outcome}
        claimOutcome={first(params.claim)}
      />
    </>
  );
}
