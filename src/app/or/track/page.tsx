import { TrackRoute, trackMetadata, type TrackSearch } from '@/app/_localized/track';
import { Texts as TrackTexts } from '@/lib/i18n/generated/or/track';

export const metadata = trackMetadata('or');

export default async function Page({ searchParams }: { searchParams: Promise<TrackSearch> }) {
  return (
    <TrackTexts>
      <TrackRoute locale="or" params={await searchParams} />
    </TrackTexts>
  );
}
