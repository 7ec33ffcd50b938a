import { todayInIndia } from '@/lib/dates';
import { quotationDraft, TINY_PNG, type MatrixIds as Ids, type PerCaller } from './role-matrix';

/** Who may call: one row per route and method, each caller's exact status written out. */
const only = {
  anyone: (s: number) =>
    ({ 'signed-out': s, crew: s, staff: s, coordinator: s, owner: s }) as const,
  /** Everyone signed in, the crew too: their own account and session, their moves' steps. */
  everyone: (ok: number) =>
    ({ 'signed-out': 401, crew: ok, staff: ok, coordinator: ok, owner: ok }) as const,
  /** The office's staff (the crew sees only its own moves: src/features/move-day). */
  signedIn: (ok: number) =>
    ({ 'signed-out': 401, crew: 403, staff: ok, coordinator: ok, owner: ok }) as const,
  office: (ok: number) =>
    ({ 'signed-out': 401, crew: 403, staff: 403, coordinator: ok, owner: ok }) as const,
  owner: (ok: number) =>
    ({ 'signed-out': 401, crew: 403, staff: 403, coordinator: 403, owner: ok }) as const,
};

/**
 * Who may call each route and method. A route found on disk but missing here fails the
 * first test, so every new one is given a rule on purpose. `status` is what each caller gets
 * for the row's body; a route anyone may call answers its (wrong) body the same whoever calls.
 */
export const RULES: Record<
  string,
  {
    status: PerCaller<number>;
    /** Open to callers without a session (signing in, invites): it judges the body itself. */
    open?: true;
    body?: (ids: Ids) => unknown;
    /** Its parameters are in the query string, as a GET's are. */
    query?: boolean;
    headers?: Record<string, string>;
  }
> = {
  'GET account/route.ts': { status: only.everyone(200) },
  'PATCH account/route.ts': {
    status: only.everyone(200),
    body: () => ({ name: 'Renamed Person' }),
  },
  'GET audit/route.ts': { status: only.owner(200) },
  // The dashboard's own link: a browser says the request is same-origin.
  'GET export/route.ts': {
    status: only.office(200),
    headers: { 'sec-fetch-site': 'same-origin' },
  },
  'POST export/route.ts': { status: only.office(200), query: true },
  'GET leads/route.ts': { status: only.signedIn(200) },
  'POST leads/route.ts': {
    status: only.signedIn(201),
    body: () => ({ kind: 'quote', channel: 'phone', name: 'Caller', phone: '98610 45678' }),
  },
  'GET leads/[type]/[id]/route.ts': { status: only.signedIn(200) },
  'PATCH leads/[type]/[id]/route.ts': {
    status: only.signedIn(200),
    // The lead's own fields and its move day (a booking), in one request.
    body: (ids) => ({
      status: 'booked',
      assigneeId: ids.staff,
      followUpOn: '2031-01-02',
      slot: '09:00',
      vehicle: 'truck-14ft',
      crew: { count: 4, names: 'Ramesh, Suresh' },
      driver: { name: 'Raju', phone: '98610 45678' },
      confirmed: true,
    }),
  },
  'DELETE leads/[type]/[id]/route.ts': { status: only.owner(204) },
  'POST leads/[type]/[id]/notes/route.ts': {
    status: only.signedIn(201),
    body: () => ({ text: 'Called.' }),
  },
  // A step of the move day: the crew member is on this move's crew (role-matrix.ts).
  'POST leads/[type]/[id]/milestones/route.ts': {
    status: only.everyone(201),
    body: () => ({ kind: 'arrived', note: 'At the gate.' }),
  },
  'POST leads/[type]/[id]/collections/route.ts': {
    status: only.everyone(201),
    body: () => ({ amountPaise: 50_000, mode: 'cash' }),
  },
  // A photo is multipart (photos.test.ts): a JSON body passes the rights, then 415.
  'POST leads/[type]/[id]/photos/route.ts': { status: only.everyone(415), body: () => ({}) },
  'GET leads/[type]/[id]/photos/route.ts': { status: only.everyone(200) },
  'POST leads/[type]/[id]/signatures/route.ts': {
    status: only.everyone(201),
    body: () => ({ stage: 'pickup', name: 'Meera Das', png: TINY_PNG }),
  },
  // The matrix's move is not delivered: no proof yet, for all who may open it.
  'GET leads/[type]/[id]/proof-of-delivery/route.ts': { status: only.everyone(404) },
  'GET leads/[type]/[id]/inventory/route.ts': { status: only.signedIn(200) },
  'PUT leads/[type]/[id]/inventory/route.ts': {
    status: only.signedIn(200),
    body: () => ({ rooms: [{ name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 1 }] }] }),
  },
  'GET leads/[type]/[id]/quotations/route.ts': { status: only.signedIn(200) },
  'POST leads/[type]/[id]/quotations/route.ts': { status: only.office(201), body: () => ({}) },
  'GET leads/[type]/[id]/payments/route.ts': { status: only.signedIn(200) },
  'POST leads/[type]/[id]/payments/route.ts': {
    status: only.signedIn(201),
    body: () => ({
      kind: 'advance',
      amountPaise: 50_000,
      mode: 'cash',
      receivedOn: todayInIndia(),
    }),
  },
  'GET leads/[type]/[id]/documents/route.ts': { status: only.signedIn(200) },
  // A packing list: the crew's paper, so every role may issue it (an invoice is the office's:
  // src/app/api/admin/documents.test.ts).
  'POST leads/[type]/[id]/documents/route.ts': {
    status: only.signedIn(201),
    body: () => ({ kind: 'packing-list' }),
  },
  'GET documents/[id]/route.ts': { status: only.signedIn(200) },
  'GET leads/[type]/[id]/claims/route.ts': { status: only.signedIn(200) },
  // Reviewing a customer's claim is the office's (its note goes to the customer).
  'PATCH claims/[id]/route.ts': {
    status: only.office(200),
    body: () => ({ status: 'under-review', note: 'A surveyor will call.' }),
  },
  'PUT quotations/[id]/route.ts': {
    status: only.office(200),
    body: () => ({ ...quotationDraft(), version: 1 }),
  },
  'POST quotations/[id]/send/route.ts': {
    status: only.office(200),
    body: () => ({ channel: 'whatsapp' }),
  },
  'POST session/route.ts': {
    status: only.anyone(401),
    open: true,
    body: () => ({ password: 'not-the-password' }),
  },
  'DELETE session/route.ts': { status: only.everyone(204) },
  'POST invite/route.ts': {
    status: only.anyone(410),
    open: true,
    body: () => ({ token: 'A'.repeat(43), password: 'a-long-enough-password' }),
  },
  'GET users/route.ts': { status: only.owner(200) },
  'POST users/route.ts': {
    status: only.owner(201),
    body: () => ({ name: 'New Person', email: 'new.person@example.in', role: 'coordinator' }),
  },
  'PATCH users/[id]/route.ts': {
    status: only.owner(200),
    body: () => ({ disabled: true, role: 'owner' }),
  },
  'GET vitals/route.ts': { status: only.owner(200) },
  'GET reports/route.ts': { status: only.office(200) },
  'PATCH reviews/[id]/route.ts': {
    status: only.owner(200),
    body: () => ({ reply: 'Thank you for moving with us.' }),
  },
};
