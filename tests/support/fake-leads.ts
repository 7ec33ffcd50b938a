import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { LEAD_KINDS } from '@/features/leads/lead-kinds';
import { LEAD_STATUSES, type LeadFieldsOf, type LeadKind } from '@/features/leads/lead-types';
import { newReference } from '@/server/db/reference';
import type { Database, LeadTableOf } from '@/server/db/schema';

/**
 * Test and benchmark support: plausible leads of every kind, written straight to the
 * tables (the public forms of the other kinds are built elsewhere).
 */
// Every field of the kind is present (null when empty), so a fake reads as a stored row too.
export type FakeRowOf = { [K in LeadKind]: Insertable<LeadTableOf<K>> & LeadFieldsOf[K] };

const FIRST = ['Ravi', 'Priya', 'Amit', 'Sunita', 'Rahul', 'Anjali', 'Vikram', 'Meera', 'Arjun'];
const LAST = ['Kumar', 'Sahoo', 'Das', 'Sharma', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Mishra'];
const CITIES = ['Bhubaneswar', 'Mumbai', 'Delhi', 'Bangalore', 'Pune', 'Chennai', 'Kolkata'];

// References already handed out in this process: 2,500 random ones of 887 million collide
// about once in 300 batches (a CI run met one), and the tables hold them unique.
const referencesMade = new Set<string>();
function uniqueReference(kind: LeadKind): string {
  let reference: string;
  do reference = newReference(LEAD_KINDS[kind].referencePrefix);
  while (referencesMade.has(reference));
  referencesMade.add(reference);
  return reference;
}

/** The i-th fake lead of a kind; `overrides` replace any field. */
export function fakeLead<K extends LeadKind>(
  kind: K,
  i: number,
  overrides: Partial<FakeRowOf[K]> = {},
): FakeRowOf[K] {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  const common = {
    id: randomUUID(),
    reference: uniqueReference(kind),
    status: LEAD_STATUSES[i % LEAD_STATUSES.length]!,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 600_000).toISOString(),
  };
  const email = `${name.toLowerCase().replace(' ', '.')}.${i}@example.in`;
  const phone = `+919${String(800_000_000 + i).padStart(9, '0')}`;
  const rows: FakeRowOf = {
    booking: {
      ...common,
      name,
      email,
      phone,
      service: 'household-shifting',
      moveDate: '2030-03-01',
      message: `Second floor, lift available. Lead ${i}.`,
      estimate: null,
      pickupCity: null,
      pickupArea: null,
      pickupAddress: null,
      dropCity: null,
      dropArea: null,
      dropAddress: null,
      channel: null,
      idempotencyKey: null,
    },
    quote: {
      ...common,
      source: i % 3 === 0 ? 'popup' : 'quotation',
      name,
      email,
      phone: i % 3 === 0 ? null : phone,
      moveDate: i % 3 === 0 ? null : '2030-04-15',
      origin: i % 3 === 0 ? null : CITIES[i % CITIES.length]!,
      destination: i % 3 === 0 ? null : CITIES[(i + 3) % CITIES.length]!,
      moveType: i % 3 === 0 ? null : 'residential',
      inventory: i % 3 === 0 ? null : 'Two beds, a fridge, 20 boxes.',
      service: i % 3 === 0 ? 'Car shifting' : null,
      estimate: null,
      channel: null,
      idempotencyKey: null,
    },
    contact: {
      ...common,
      name,
      email,
      phone: null,
      message: `Do you move pianos? Asking for lead ${i}.`,
      channel: null,
      idempotencyKey: null,
    },
    subscriber: { ...common, email },
  };
  return { ...rows[kind], ...overrides } as FakeRowOf[K];
}

/** Writes rows in chunks (SQLite caps bound parameters per statement). */
export async function insertFakeLeads<K extends LeadKind>(
  db: Kysely<Database>,
  kind: K,
  rows: FakeRowOf[K][],
  chunk = 500,
): Promise<void> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let start = 0; start < rows.length; start += chunk) {
    await anyDb
      .insertInto(LEAD_KINDS[kind].table as string)
      .values(rows.slice(start, start + chunk) as Record<string, unknown>[])
      .execute();
  }
}
