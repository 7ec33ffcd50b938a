import { catalogue } from '@/features/survey/content/inventory';
import { vehicles } from '@/features/survey/settings';
import { apiRoute } from '@/server/http/methods';

// The same for everyone and changed only by a release: serialised once, cached by browsers and
// proxies for an hour (a release that changes it is seen within the hour).
const body = JSON.stringify({
  items: catalogue.map(({ id, name, category, cft, fragile }) => ({
    id,
    name,
    category,
    cft,
    fragile,
  })),
  vehicles: vehicles.map(({ id, name, cft }) => ({ id, name, cft })),
});

/** The survey's catalogue: {items:[{id, name, category, cft, fragile}], vehicles:[{id, name, cft}]}. */
async function handleGet() {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({ GET: handleGet });
