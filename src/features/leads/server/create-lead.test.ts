import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as outbox from '@/server/db/stores/outbox';
import { testEngines } from '../../../../tests/support/test-engines';
import { peek } from '@/server/rate-limit';
import { useAppStore } from '../../../../tests/support/test-app';
import { createLead, leadRateRule } from './create-lead';

// A store that fails after the lead's row and its first email were written (see below).
vi.mock('@/server/db/stores/outbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/server/db/stores/outbox')>();
  return { ...real, enqueueEmail: vi.fn(real.enqueueEmail) };
});

type Context = Parameters<typeof createLead>[2];
const createContactMessage = (input: unknown, context: Context) =>
  createLead('contact', input, context);
const createSubscription = (input: unknown, context: Context) =>
  createLead('subscriber', input, context);

const message = { name: 'Pipeline Test', email: 'pipe@example.in', message: 'Hello there' };
const visitor = { clientAddress: '203.0.113.50' };

describe.each(testEngines)('createLead on %s', (engine) => {
  const app = useAppStore(engine);
  const rows = () => app.db.selectFrom('contactMessages').selectAll().execute();
  // Emails are queued (never sent here: nothing runs the sender), so the outbox shows each one.
  const queued = () => app.db.selectFrom('outbox').selectAll().execute();
  beforeEach(() => {
    process.env.LEAD_RATE_LIMIT = '2/600';
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    process.env.LEADS_NOTIFY_TO = 'leads@moveease.example';
  });
  afterEach(() => {
    for (const name of ['LEAD_RATE_LIMIT', 'SMTP_URL', 'LEADS_NOTIFY_TO']) delete process.env[name];
  });

  it('queues the company’s and the customer’s email for a new lead, in its transaction, and none for a replay', async () => {
    const first = await createContactMessage(message, { ...visitor, idempotencyKey: 'k1' });
    const again = await createContactMessage(message, { ...visitor, idempotencyKey: 'k1' });
    // The first says its confirmation was queued; the replay answers with the same lead.
    expect(first).toMatchObject({ ok: true, outcome: 'created', confirmed: true });
    const { confirmed, ...lead } = first as typeof first & { confirmed?: boolean };
    expect(confirmed).toBe(true);
    expect(again).toEqual({ ...lead, outcome: 'replayed' });
    const emails = await queued();
    expect(emails.map((email) => email.dedupeKey?.split(':')[0]).sort()).toEqual([
      'customer',
      'lead-notify',
    ]);
    for (const email of emails) expect(email).toMatchObject({ status: 'pending', attempts: 0 });
    // The company's email is composed from the whole stored row.
    const company = emails.find((email) => email.dedupeKey?.startsWith('lead-notify:'))!;
    const body = JSON.parse(company.message) as { subject: string; text: string };
    expect(body.subject).toBe(`New contact message ${first.ok && first.lead.reference}`);
    expect(body.text).toContain('Pipeline Test');
    const customer = emails.find((email) => email.dedupeKey?.startsWith('customer:'))!;
    expect(JSON.parse(customer.message)).toMatchObject({ to: 'pipe@example.in' });
  });

  it('a replay does not use up the limit, a new lead does', async () => {
    await createContactMessage(message, { ...visitor, idempotencyKey: 'k1' });
    for (let i = 0; i < 3; i++) {
      const replay = await createContactMessage(message, { ...visitor, idempotencyKey: 'k1' });
      expect(replay.ok && replay.outcome).toBe('replayed');
    }
    expect((await createContactMessage(message, visitor)).ok).toBe(true);
    const third = await createContactMessage(message, visitor);
    expect(third).toEqual({ ok: false, reason: 'rate_limited', retryAfterSeconds: 600 });
    expect(await rows()).toHaveLength(2);
  });

  it('a filled honeypot is answered like a success, stores nothing, counts nothing and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const result = await createContactMessage({ ...message, website: 'http://spam' }, visitor);
      expect(result).toMatchObject({ ok: true, outcome: 'created' });
      expect(result.ok && result.lead.reference).toMatch(/^CT-[2-9A-HJKMNP-Z]{6}$/);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[leads\] honeypot: a contact /);
    } finally {
      warn.mockRestore();
    }
    expect(await rows()).toHaveLength(0);
    expect(await queued()).toHaveLength(0);
    expect(await peek(app.db, leadRateRule('contact'), visitor.clientAddress)).toEqual({
      allowed: true,
    });
  });

  it('invalid input is not counted against the limit', async () => {
    for (let i = 0; i < 5; i++) {
      const result = await createContactMessage({ ...message, email: 'x' }, visitor);
      expect(result.ok).toBe(false);
    }
    expect((await createContactMessage(message, visitor)).ok).toBe(true);
  });

  it('an insert that fails takes its count back with it', async () => {
    // The row is inserted and the customer's email queued in the transaction, then the store
    // fails (a full disk): all of it goes, the count too.
    const enqueue = vi.mocked(outbox.enqueueEmail);
    const real = enqueue.getMockImplementation()!;
    enqueue.mockImplementation(async (...args) => {
      await real(...args);
      throw new Error('disk full');
    });
    try {
      for (let i = 0; i < 3; i++) {
        await expect(createContactMessage(message, visitor)).rejects.toThrow('disk full');
      }
    } finally {
      enqueue.mockImplementation(real);
    }
    expect(enqueue).toHaveBeenCalled();
    expect(await rows()).toHaveLength(0);
    expect(await peek(app.db, leadRateRule('contact'), visitor.clientAddress)).toEqual({
      allowed: true,
    });
    expect(await queued()).toHaveLength(0);
  });

  it('limits each form kind and each address separately', async () => {
    await createContactMessage(message, visitor);
    await createContactMessage(message, visitor);
    expect((await createContactMessage(message, visitor)).ok).toBe(false);
    expect((await createContactMessage(message, { clientAddress: '203.0.113.51' })).ok).toBe(true);
    expect((await createSubscription({ email: 'pipe@example.in' }, visitor)).ok).toBe(true);
  });

  // The pages' newsletter form (its server action) answers from this result, as the API does.
  it('tells the form nothing about an address already on the newsletter list', async () => {
    const first = await createSubscription({ email: 'seen@example.in' }, visitor);
    const again = await createSubscription({ email: 'Seen@example.in' }, visitor);
    expect(first).toMatchObject({ ok: true, outcome: 'created' });
    expect(again).toMatchObject({ ok: true, outcome: 'created' });
    if (!first.ok || !again.ok) throw new Error('expected two answers');
    expect(again.lead.reference).not.toBe(first.lead.reference);
    expect(again.lead.createdAt >= first.lead.createdAt).toBe(true);
    expect(await app.db.selectFrom('newsletterSubscribers').selectAll().execute()).toHaveLength(1);
  });
});
