import { TrackRoute, trackMetadata, type TrackSearch } from '@/app/_localized/track';

export const metadata = trackMetadata('or');

export default async function Page({ searchParams }: { searchParams: Promise<TrackSearch> }) {
  return <TrackRoute locale="or" params={await searchParams} />;
}
