import { describe, expect, it } from 'vitest';
import { accountSchema } from '@/features/people/schema';
import { noteSchema } from '@/features/leads/schemas/staff-query';
import { documentSchema } from '@/features/documents/schema';
import { inventorySchema } from '@/features/survey/schema';
import { moveDayChangeSchema } from '@/features/move-day/schema';
import { paymentSchema } from '@/features/payments/schema';
import { quotationAcceptSchema } from '@/features/quotation/schemas/accept';
import { quotationChangeSchema } from '@/features/quotation/schemas/change';
import { quotationDraftSchema } from '@/features/quotation/schemas/draft';
import { reviewModerationSchema, reviewSchema } from '@/features/reviews/schema';
import { todayInIndia } from '@/lib/dates';

/** Issue 45 point 4: text that says nothing is no reason; what is stored is what shows. */
const ZWSP = '\u200B';
const RLO = '\u202E';
const today = todayInIndia();

const payment = (extra: object) => ({
  kind: 'balance',
  amountPaise: 100,
  mode: 'cash',
  receivedOn: today,
  ...extra,
});

describe('a reason must say something', () => {
  it.each([ZWSP, ` ${ZWSP} `, '.', '—', '\u2060'])('a payment reason %j is no reason', (reason) => {
    const parsed = paymentSchema.parse(payment({ reason }));
    expect(parsed.reason).toBeUndefined();
    expect(paymentSchema.safeParse(payment({ kind: 'refund', reason })).success).toBe(false);
  });

  it('a credit note with a wordless reason, or a lorry receipt with a wordless driver, is refused', () => {
    const credit = documentSchema.safeParse({ kind: 'credit-note', invoiceId: 'x', reason: ZWSP });
    expect(credit.success).toBe(false);
    const lr = documentSchema.safeParse({
      kind: 'lr',
      vehicleNumber: 'OD02AB1234',
      driver: `${RLO}${ZWSP}`,
      declaredValuePaise: 0,
    });
    expect(lr.success).toBe(false);
  });

  it('hiding a review needs a reason in words', () => {
    expect(reviewModerationSchema.safeParse({ hidden: true, reason: ZWSP }).success).toBe(false);
    expect(reviewModerationSchema.safeParse({ hidden: true, reason: 'spam' }).success).toBe(true);
  });

  it('Hindi and emoji with their joiners are words and stay as typed', () => {
    const reason = 'क्षमा ‍👩‍👩‍👧';
    expect(paymentSchema.parse(payment({ reason })).reason).toBe(reason);
  });
});

describe('control and direction characters are never stored', () => {
  const dirty = `Pa\u0000ck${RLO}ing${ZWSP}\uFEFF`;
  it.each([
    [
      'a quotation line label',
      () =>
        quotationDraftSchema.parse({
          lines: [{ kind: 'packing', label: dirty, amountPaise: 100 }],
          validUntil: today,
        }).lines[0]!.label,
    ],
    [
      'crew names, driver, crew notes',
      () => {
        const day = moveDayChangeSchema.parse({
          crew: { count: 2, names: dirty },
          driver: { name: dirty, phone: null },
          crewNotes: dirty,
        });
        return [day.crew?.names, day.driver?.name, day.crewNotes].join('|');
      },
    ],
    ['a staff note', () => noteSchema.parse({ text: dirty }).text],
    [
      'a payment reference and reason',
      () => {
        const p = paymentSchema.parse(payment({ reference: dirty, reason: dirty }));
        return `${p.reference}|${p.reason}`;
      },
    ],
    [
      'a survey room name',
      () => inventorySchema.parse({ rooms: [{ name: dirty, items: [] }] }).rooms[0]!.name,
    ],
    [
      'the lorry receipt driver',
      () =>
        documentSchema.parse({
          kind: 'lr',
          vehicleNumber: 'OD02AB1234',
          driver: dirty,
          declaredValuePaise: 0,
        }).driver,
    ],
    ['an ask for a change', () => quotationChangeSchema.parse({ message: dirty }).message],
    [
      'the accepting name',
      () =>
        quotationAcceptSchema.parse({ version: 1, totalPaise: 100, name: dirty, agree: true }).name,
    ],
    ['an account name', () => accountSchema.parse({ name: dirty }).name],
  ])('%s', (_label, read) => {
    expect(read()).toMatch(/^Packing(\|Packing)*$/);
  });

  it('a crew note keeps its line breaks', () => {
    expect(moveDayChangeSchema.parse({ crewNotes: 'one\ntwo' }).crewNotes).toBe('one\ntwo');
  });
});

describe('numbers are numbers', () => {
  const review = { token: 't', text: '', showName: 'full' };
  it('a rating of "5" is refused; 5 is taken', () => {
    expect(reviewSchema.safeParse({ ...review, rating: '5' }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...review, rating: 5 }).success).toBe(true);
  });
  it('a crew count or a quotation version in a string is refused', () => {
    expect(moveDayChangeSchema.safeParse({ crew: { count: '2' } }).success).toBe(false);
    const accept = { name: 'Meera Das', agree: true, totalPaise: 1_180_000 };
    expect(quotationAcceptSchema.safeParse({ ...accept, version: '1' }).success).toBe(false);
    expect(quotationAcceptSchema.safeParse({ ...accept, version: 1 }).success).toBe(true);
    expect(
      quotationAcceptSchema.safeParse({ ...accept, version: 1, totalPaise: '1180000' }).success,
    ).toBe(false);
  });
});
