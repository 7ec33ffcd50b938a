import { TrackRoute, trackMetadata, type TrackSearch } from '@/app/_localized/track';

export const metadata = trackMetadata('hi');

export default async function Page({ searchParams }: { searchParams: Promise<TrackSearch> }) {
  return <TrackRoute locale="hi" params={await searchParams} />;
}
