import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { contactSchema } from './contact';
import { fieldErrorsOf } from '@/lib/schemas/errors';

const valid = { name: ' Ravi ', email: 'Ravi@Example.in', message: ' When can you move us? ' };

function errorsFor(input: Record<string, unknown>) {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('contactSchema', () => {
  it('accepts a valid message and normalises it', () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: 'Ravi',
      email: 'ravi@example.in',
      message: 'When can you move us?',
    });
  });

  it.each([
    ['name', '  ', m.nameRequired],
    ['name', 'n'.repeat(121), m.nameTooLong],
    ['email', '', m.emailRequired],
    ['email', 'ravi@', m.emailInvalid],
    ['message', '   ', m.messageRequired],
    ['message', '\u0000\u200b\u202e\r\n', m.messageRequired],
    ['name', '\u2066\u2069', m.nameRequired],
    ['message', 'x'.repeat(2001), m.textTooLong],
    ['phone', '98765 4321', m.phoneInvalid],
    ['phone', 'call me', m.phoneInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('takes an optional phone: empty is none, a number is stored as +91…', () => {
    expect(contactSchema.parse({ ...valid, phone: '  ' })).not.toHaveProperty('phone', '');
    expect(contactSchema.parse({ ...valid, phone: '' }).phone).toBeUndefined();
    expect(contactSchema.parse({ ...valid, phone: '098765 43210' }).phone).toBe('+919876543210');
    expect(contactSchema.parse({ ...valid, phone: '0674 254 1234' }).phone).toBe('+916742541234');
  });

  it('reports every missing field of an empty submission', () => {
    expect(errorsFor({})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      message: m.messageRequired,
    });
  });
});
