import { TrackRoute, trackMetadata, type TrackSearch } from '@/app/_localized/track';

export const metadata = trackMetadata('en');

export default async function Page({ searchParams }: { searchParams: Promise<TrackSearch> }) {
  return <TrackRoute locale="en" params={await searchParams} />;
}
