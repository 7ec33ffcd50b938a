import { describe, expect, it } from 'vitest';
import { formMessages as en } from '@/content/forms';
import { formMessages as hi } from '@/content/forms.hi';
import { formMessages as or } from '@/content/forms.or';
import { formatInr } from '@/lib/format-inr';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['hi', 0, 'one'],
    ['hi', 1, 'one'],
    ['hi', 5, 'other'],
    ['or', 1, 'one'],
    ['or', 3, 'other'],
  ] as const)('%s %i → %s', (locale, count, form) => {
    expect(plural(locale, count, { one: 'one', other: 'other' })).toBe(form);
  });

  it('falls back to `other` for a form left out', () => {
    expect(plural('hi', 1, { other: 'मिनट' })).toBe('मिनट');
  });

  it('counts the minutes of the rate limit in each language', () => {
    expect(en.rateLimited(60)).toContain('a minute');
    expect(en.rateLimited(600)).toContain('10 minutes');
    expect(hi.rateLimited(60)).toContain('एक मिनट');
    expect(hi.rateLimited(600)).toContain('10 मिनट');
    expect(or.rateLimited(600)).toContain('10');
  });
});

describe('money in every language', () => {
  it('is ₹ with the Indian grouping and Western digits', () => {
    expect(formatInr(1234567)).toBe('₹12,34,567');
  });
});
