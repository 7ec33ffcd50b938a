import { useSyncExternalStore } from 'react';
import { bookingServiceSlugs } from '@/features/leads/content/booking';

const subscribe = () => () => {};

function readService(): string {
  const wanted = new URLSearchParams(window.location.search).get('service') ?? '';
  return (bookingServiceSlugs as readonly string[]).includes(wanted) ? wanted : '';
}

/**
 * The service named by ?service=… (e.g. car-shifting), read in the browser so /booking
 * stays a static page. Empty on the server and for unknown slugs.
 */
export function useQueryService(): string {
  return useSyncExternalStore(subscribe, readService, () => '');
}
