import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { quoteFormSchema } from './quote-form';
import { quotePopupSchema } from './quote-popup';
import { quoteRequestSchema } from './quote-request';

const quotation = {
  source: 'quotation',
  name: 'Arjun Nayak',
  email: 'arjun@example.in',
  phone: '098610 45678',
  moveDate: todayInIndia(),
  origin: 'Bhubaneswar',
  destination: 'Pune',
  moveType: 'international',
  inventory: '',
};
const popup = { source: 'popup', name: 'Lata Rao', email: 'lata@example.in', service: 'Car' };

function errorsFor(schema: typeof quoteRequestSchema, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('quoteFormSchema', () => {
  it('accepts a valid quotation, normalising the phone and dropping an empty inventory', () => {
    expect(quoteFormSchema.parse(quotation)).toMatchObject({
      phone: '+919861045678',
      moveType: 'international',
      inventory: undefined,
    });
  });

  it('defaults the move type to residential', () => {
    expect(quoteFormSchema.parse({ ...quotation, moveType: undefined }).moveType).toBe(
      'residential',
    );
  });

  it.each([
    ['name', '', m.nameRequired],
    ['email', 'arjun.example.in', m.emailInvalid],
    ['phone', '12345', m.phoneInvalid],
    ['moveDate', '2001-01-01', m.datePast],
    ['moveDate', '10/05/2030', m.dateInvalid],
    ['moveDate', '9999-12-31', m.dateTooFar],
    ['origin', '\u200b\u2060', m.originRequired],
    ['origin', ' ', m.originRequired],
    ['origin', 'o'.repeat(121), m.fieldTooLong],
    ['destination', '', m.destinationRequired],
    ['moveType', 'interplanetary', m.moveTypeRequired],
    ['inventory', 'i'.repeat(2001), m.textTooLong],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsFor(quoteRequestSchema, { ...quotation, [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('quotePopupSchema', () => {
  it('accepts name, email and a free-text service', () => {
    expect(quotePopupSchema.parse(popup)).toEqual({ ...popup });
  });

  it('takes an optional phone, normalised; empty is none', () => {
    expect(quotePopupSchema.parse({ ...popup, phone: '+91 98765-43210' }).phone).toBe(
      '+919876543210',
    );
    expect(quotePopupSchema.parse({ ...popup, phone: '' }).phone).toBeUndefined();
  });

  it.each([
    ['name', '', m.nameRequired],
    ['email', 'lata', m.emailInvalid],
    ['service', '  ', m.quoteServiceRequired],
    ['service', '\u0000\u202e\u200f', m.quoteServiceRequired],
    ['service', 's'.repeat(121), m.fieldTooLong],
    ['phone', '12345', m.phoneInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsFor(quoteRequestSchema, { ...popup, [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('quoteRequestSchema', () => {
  it('tells the two forms apart by source', () => {
    expect(quoteRequestSchema.parse(popup).source).toBe('popup');
    expect(quoteRequestSchema.parse(quotation).source).toBe('quotation');
  });

  it.each([undefined, 'email', 42])('rejects source %j with a message on source', (source) => {
    expect(errorsFor(quoteRequestSchema, { ...popup, source })).toEqual({
      source: m.quoteSourceInvalid,
    });
  });

  it('asks a quotation for its move details, not for a pop-up service', () => {
    expect(Object.keys(errorsFor(quoteRequestSchema, { source: 'quotation' })).sort()).toEqual([
      'destination',
      'email',
      'moveDate',
      'name',
      'origin',
      'phone',
    ]);
  });
});
