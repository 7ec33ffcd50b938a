// What the benchmarks make through the site's own API before they measure: a firm quotation
// for the customer's page /q/{token} and customers' reviews (bench:lighthouse, bench:phone). As a customer and the
// office would, so the page draws a real move.

/** The owner's password the benchmarks start their servers with. */
export const BENCH_ADMIN_PASSWORD = 'bench-lighthouse-owner';

/** The site's JSON API as a browser would call it; PUT for an inventory, PATCH when asked. */
export async function apiAt(origin, route, body, cookie, method) {
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
  const signIn = await apiAt(origin, '/api/admin/session', { password: BENCH_ADMIN_PASSWORD });
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0];
}

export const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A booking from the estimate, its survey and a firm quotation made by the owner through the
 * API: the path of the customer's page, /q/{token}, with the company, move, inventory, lines,
 * GST and terms it draws for a real move.
 */
export async function seedQuotation(origin, cookie) {
  const booking = await apiAt(origin, '/api/bookings', {
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
  const made = await apiAt(
    origin,
    `/api/admin/leads/bookings/${booking.id}/quotations`,
    {},
    cookie,
  ).then((response) => response.json());
  return new URL(made.url).pathname;
}

/**
 * The move's day is tomorrow: the owner marks it done early, with the reason today's rule asks
 * for. A checkout from before that rule (bench:phone's PHONE_COMPARE_CHECKOUT) refuses the reason
 * as an unknown field and takes the plain change.
 */
async function markDoneEarly(origin, id, cookie) {
  const route = `/api/admin/leads/bookings/${id}`;
  const early = {
    status: 'done',
    force: true,
    reason: 'Benchmark: a finished move for its review',
  };
  try {
    return await apiAt(origin, route, early, cookie, 'PATCH').then((response) => response.json());
  } catch (error) {
    if (!/Unrecognized keys/.test(String(error))) throw error;
    return apiAt(origin, route, { status: 'done' }, cookie, 'PATCH').then((r) => r.json());
  }
}

/**
 * Completed moves with their customers' reviews, so the home, service, city and /reviews pages
 * are measured as a visitor sees them once reviews come in (each review as long as most are).
 */
export async function seedReviews(origin, cookie) {
  const api = (...args) => apiAt(origin, ...args);
  const moves = [
    ['household-shifting', 'Mumbai', 'Pune', 5],
    ['household-shifting', 'Bhubaneswar', 'Pune', 4],
    ['car-shifting', 'Mumbai', 'Bengaluru', 5],
    ['office-shifting', 'Mumbai', 'Mumbai', 3],
    ['household-shifting', 'Delhi', 'Mumbai', 5],
    ['packing-and-moving', 'Mumbai', 'Hyderabad', 4],
  ];
  for (const [i, [service, from, to, rating]] of moves.entries()) {
    const booking = await api('/api/bookings', {
      name: `Customer ${i + 1} Sharma`,
      email: `customer${i + 1}@example.in`,
      phone: `+91 98610 4${String(i).padStart(4, '0')}`,
      service,
      date: inDays(1),
      pickup: { city: from },
      drop: { city: to },
    }).then((response) => response.json());
    const done = await markDoneEarly(origin, booking.id, cookie);
    await api('/api/reviews', {
      token: new URL(done.reviewUrl).pathname.split('/').pop(),
      rating,
      text: 'The crew came on time, packed the almirah and the fridge with care and set up the beds at the new flat. One carton was opened at the gate for checking and taped again.',
      showName: i % 2 ? 'initial' : 'full',
    });
  }
  // The review pages are static, made again when a review comes in: the request after the
  // first must show the seeded reviews, or the routes would be measured without them.
  await fetch(`${origin}/reviews`).then((response) => response.arrayBuffer());
  const page = await fetch(`${origin}/reviews`).then((response) => response.text());
  if (!page.includes('Customer 1 Sharma'))
    throw new Error('/reviews does not show the seeded reviews');
}
