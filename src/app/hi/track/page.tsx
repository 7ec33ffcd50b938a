import { TrackRoute, trackMetadata, type TrackSearch } from '@/app/_localized/track';
import { Texts as TrackTexts } from '@/lib/i18n/generated/hi/track';

export const metadata = trackMetadata('hi');

export default async function Page({ searchParams }: { searchParams: Promise<TrackSearch> }) {
  return (
    <TrackTexts>
      <TrackRoute locale="hi" params={await searchParams} />
    </TrackTexts>
  );
}
