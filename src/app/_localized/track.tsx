import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { TrackPage, type TrackOutcome } from '@/components/pages/TrackPage';
import * as trackText from '@/features/tracking/content';
import { pageMetadata } from '@/lib/page-metadata';
import { clientAddress } from '@/server/http/client-address';
import { lookUpRequest } from '@/features/tracking/server';
import { STAY_IN_ENGLISH, trackLanguageTarget } from '@/features/tracking';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, setPageLocale } from '@/lib/i18n/page-locale';

/** /track in each language: /track, /hi/track, /or/track. */
export function trackMetadata(locale: Locale): Metadata {
  const { trackPage } = inLocale(trackText, locale);
  return {
    ...pageMetadata({
      title: trackPage.metaTitle,
      description: trackPage.description,
      path: trackText.trackPath,
      locale,
    }),
    // A customer's own request: never in a search index, and the query (their phone or email)
    // never leaves in a Referer header.
    robots: { index: false, follow: false, nocache: true },
    referrer: 'no-referrer',
  };
}

export type TrackSearch = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** ?reference= prefills the form; with &contact= it is a look-up (a plain GET form). */
export async function TrackRoute({ locale, params }: { locale: Locale; params: TrackSearch }) {
  setPageLocale(locale);
  const { trackPage } = inLocale(trackText, locale);
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
  // A request made in Hindi or Odia, looked up on the English page: its own language's page,
  // with what they typed (a 307 before anything is sent; a GET form, so it stays a GET).
  const target = trackLanguageTarget(locale, outcome, params);
  if (target) redirect(target);
  // The trail every inner page has. It also puts next/link in this page's own scripts: a page
  // without it got next/link from the client manifest Next merges in from the home page, and
  // with it every script of the home page (about 10 KiB it never ran; routes.spec checks).
  return (
    <>
      <Breadcrumbs pages={[{ name: trackPage.metaTitle, path: trackText.trackPath }]} />
      <TrackPage
        reference={reference}
        contact={contact ?? ''}
        outcome={outcome}
        claimOutcome={first(params.claim)}
        keepEnglish={first(params.language) === STAY_IN_ENGLISH}
      />
    </>
  );
}
