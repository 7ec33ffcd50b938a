import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { echoOf, valuesFrom } from './state';

describe('the values a form action echoes back', () => {
  it('are clipped to each field’s limit', () => {
    const form = new FormData();
    for (const field of ['name', 'email', 'phone', 'message', 'origin', 'inventory'])
      form.set(field, 'x'.repeat(30_000));
    const values = echoOf(
      valuesFrom(form, ['name', 'email', 'phone', 'message', 'origin', 'inventory']),
    );
    expect(values.name).toHaveLength(FIELD_LIMITS.name);
    expect(values.email).toHaveLength(FIELD_LIMITS.email);
    expect(values.phone).toHaveLength(FIELD_LIMITS.phone);
    expect(values.message).toHaveLength(FIELD_LIMITS.longText);
    expect(values.inventory).toHaveLength(FIELD_LIMITS.longText);
    expect(values.origin).toHaveLength(FIELD_LIMITS.shortText);
  });

  it('are clipped only in the echo: the schema judges the whole text sent', () => {
    const form = new FormData();
    form.set('message', 'x'.repeat(17_000));
    expect(valuesFrom(form, ['message']).message).toHaveLength(17_000);
  });

  it('keep what fits as typed', () => {
    const form = new FormData();
    form.set('name', 'Asha Rao');
    expect(valuesFrom(form, ['name', 'city'])).toEqual({ name: 'Asha Rao', city: '' });
  });
});
