import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { fieldErrorsOf } from './errors';
import { bookingSchema } from './booking';

const daysFromToday = (days: number) => {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const valid = {
  name: '  Asha Patnaik ',
  email: 'Asha@Example.IN',
  phone: '98610 45678',
  service: 'car-shifting',
  date: daysFromToday(3),
  message: '',
};

function errorsFor(input: Record<string, unknown>) {
  const parsed = bookingSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('bookingSchema', () => {
  it('accepts a valid booking and normalises it', () => {
    expect(bookingSchema.parse(valid)).toEqual({
      name: 'Asha Patnaik',
      email: 'asha@example.in',
      phone: '+919861045678',
      service: 'car-shifting',
      date: valid.date,
      message: undefined,
    });
  });

  it('allows today but not yesterday', () => {
    expect(errorsFor({ ...valid, date: todayInIndia() })).toEqual({});
    expect(errorsFor({ ...valid, date: daysFromToday(-1) })).toEqual({ date: m.datePast });
  });

  it.each([
    ['name', '', m.nameRequired],
    ['name', '   ', m.nameRequired],
    ['name', 'x'.repeat(121), m.nameTooLong],
    ['email', '', m.emailRequired],
    ['email', 'not-an-email', m.emailInvalid],
    ['email', `${'a'.repeat(250)}@b.in`, m.emailTooLong],
    ['phone', '', m.phoneRequired],
    ['phone', '12345', m.phoneInvalid],
    ['service', '', m.serviceRequired],
    ['service', 'moon-shifting', m.serviceRequired],
    ['date', '', m.dateRequired],
    ['date', '05/01/2030', m.dateInvalid],
    ['date', '2030-02-30', m.dateInvalid],
    ['message', 'x'.repeat(2001), m.textTooLong],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts boundary lengths', () => {
    expect(errorsFor({ ...valid, name: 'x'.repeat(120), message: 'y'.repeat(2000) })).toEqual({});
  });

  it('reports every missing field of an empty submission', () => {
    expect(Object.keys(errorsFor({})).sort()).toEqual([
      'date',
      'email',
      'name',
      'phone',
      'service',
    ]);
  });
});
