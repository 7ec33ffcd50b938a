import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { latestDateInIndia, todayInIndia } from '@/lib/dates';
import { fieldErrorsOf } from '@/lib/schemas/errors';
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

  it('allows a date two years ahead but not the day after, nor 9999-12-31', () => {
    const last = latestDateInIndia();
    const after = new Date(`${last}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    expect(errorsFor({ ...valid, date: last })).toEqual({});
    expect(errorsFor({ ...valid, date: after.toISOString().slice(0, 10) })).toEqual({
      date: m.dateTooFar,
    });
    expect(errorsFor({ ...valid, date: '9999-12-31' })).toEqual({ date: m.dateTooFar });
  });

  it.each([
    ['NUL characters', '\u0000\u0000'],
    ['control characters', '\u0001\u0007\u001b\u007f\u0085'],
    ['zero-width characters', '\u200b\u200c\u200d\u2060\ufeff'],
    ['bidirectional overrides', '\u202e\u202d\u2066\u2069'],
    ['a mix with spaces and line breaks', ' \u200b\n\u202e\t\u0000 \u00a0'],
  ])('counts a name made only of %s as missing', (_, name) => {
    expect(errorsFor({ ...valid, name })).toEqual({ name: m.nameRequired });
  });

  it('strips NUL, controls and bidirectional overrides from what it keeps', () => {
    const parsed = bookingSchema.parse({
      ...valid,
      name: 'Asha\u0000 \u202eahsA\u202c Patnaik\u2066',
      message: 'Line one\r\nLine\u0000 two\u2067\u0007',
    });
    expect(parsed.name).toBe('Asha ahsA Patnaik');
    expect(parsed.message).toBe('Line one\r\nLine two');
  });

  it('keeps the zero-width joiners that Indian scripts and emoji need', () => {
    expect(bookingSchema.parse({ ...valid, name: 'क्\u200dष' }).name).toBe('क्\u200dष');
  });

  it('treats an invisible optional message as not given', () => {
    expect(bookingSchema.parse({ ...valid, message: '\u200b\u202e' }).message).toBeUndefined();
  });

  it.each([
    ['name', '', m.nameRequired],
    ['name', '   ', m.nameRequired],
    ['name', 'x'.repeat(121), m.nameTooLong],
    ['email', '', m.emailRequired],
    ['email', '\u200b\u0000', m.emailRequired],
    ['phone', '\u202e', m.phoneRequired],
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

describe('bookingSchema: pickup and drop', () => {
  it('takes them as the API sends them ({city, area?, address?}) and as the form does (flat)', () => {
    const nested = bookingSchema.parse({
      ...valid,
      pickup: { city: ' Pune ', area: 'Kothrud' },
      drop: { city: 'Bhubaneswar', address: 'Plot 12, Saheed Nagar' },
    });
    const flat = bookingSchema.parse({
      ...valid,
      pickupCity: ' Pune ',
      pickupArea: 'Kothrud',
      pickupAddress: '',
      dropCity: 'Bhubaneswar',
      dropArea: ' ',
      dropAddress: 'Plot 12, Saheed Nagar',
    });
    for (const parsed of [nested, flat]) {
      expect(parsed).toMatchObject({
        pickupCity: 'Pune',
        pickupArea: 'Kothrud',
        dropCity: 'Bhubaneswar',
        dropAddress: 'Plot 12, Saheed Nagar',
      });
      expect(parsed.pickupAddress).toBeUndefined();
      expect(parsed.dropArea).toBeUndefined();
      expect(parsed).not.toHaveProperty('pickup');
    }
  });

  it('is optional: a booking without them is as before', () => {
    const parsed = bookingSchema.parse({ ...valid, pickup: null });
    expect(parsed.pickupCity).toBeUndefined();
    expect(parsed.dropCity).toBeUndefined();
  });

  it.each([
    [{ pickup: { area: 'Kothrud' } }, { pickupCity: m.pickupCityRequired }],
    [{ dropAddress: '12 MG Road' }, { dropCity: m.dropCityRequired }],
    [{ pickup: 'Pune' }, { pickup: m.placeInvalid }],
    [{ drop: ['Pune'] }, { drop: m.placeInvalid }],
    [{ pickupCity: 'c'.repeat(121) }, { pickupCity: m.fieldTooLong }],
    [{ dropAddress: 'a'.repeat(301), dropCity: 'Pune' }, { dropAddress: m.addressTooLong }],
  ])('refuses %j with its message', (extra, errors) => {
    expect(errorsFor({ ...valid, ...extra })).toEqual(errors);
  });
});
