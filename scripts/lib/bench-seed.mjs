// What the benchmarks make through the site's own API before they measure: a firm quotation
// for the customer's page /q/{token} (bench:lighthouse, bench:phone). As a customer and the
// office would, so the page draws a real move.

/** The owner's password the benchmarks start their servers with. */
export const BENCH_ADMIN_PASSWORD = 'bench-lighthouse-owner';

/** The site's JSON API as a browser would call it; PUT for an inventory, PATCH when asked. */
export async function api(origin, route, body, cookie, method) {
  const response = await fetch(origin + route, {
    method: method ?? (body === undefined ? 'GET' : route.endsWith('/inventory') ? 'PUT' : 'POST'),
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The owner's session cookie. */
export async function ownerCookie(origin) {
  const signIn = await api(origin, '/api/admin/session', { password: BENCH_ADMIN_PASSWORD });
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0];
}

export const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A booking from the estimate, its survey and a firm quotation made by the owner through the
 * API: the path of the customer's page, /q/{token}, with the company, move, inventory, lines,
 * GST and terms it draws for a real move.
 */
export async function seedQuotation(origin, cookie) {
  const booking = await api(origin, '/api/bookings', {
    name: 'Meera Das',
    email: 'meera@example.in',
    phone: '+91 98610 45678',
    service: 'household-shifting',
    date: inDays(12),
    pickup: { city: 'Mumbai', area: 'Andheri West' },
    drop: { city: 'Pune', area: 'Baner' },
    estimate: {
      size: '2bhk',
      from: 'mumbai',
      to: 'pune',
      packing: 'standard',
      declaredValue: 400000,
    },
    inventory: {
      rooms: [
        {
          name: 'Bedroom 1',
          items: [
            { itemId: 'bed-double', qty: 1 },
            { itemId: 'mattress-double', qty: 1 },
          ],
        },
        { name: 'Hall', items: [{ itemId: 'almirah-steel-single', qty: 2 }] },
      ],
    },
  }).then((response) => response.json());
  const made = await api(
    origin,
    `/api/admin/leads/bookings/${booking.id}/quotations`,
    {},
    cookie,
  ).then((response) => response.json());
  return new URL(made.url).pathname;
}
