import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { newsletterSchema } from './newsletter';

function errorsFor(input: unknown) {
  const parsed = newsletterSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('newsletterSchema', () => {
  it('lower-cases the address, so one person is one subscriber', () => {
    expect(newsletterSchema.parse({ email: ' Kiran@Example.IN ' })).toEqual({
      email: 'kiran@example.in',
    });
  });

  it.each([
    [{}, m.emailRequired],
    [{ email: '' }, m.emailRequired],
    [{ email: 'kiran@' }, m.emailInvalid],
    [{ email: `${'k'.repeat(250)}@x.in` }, m.emailTooLong],
  ])('rejects %j', (input, message) => {
    expect(errorsFor(input)).toEqual({ email: message });
  });
});
