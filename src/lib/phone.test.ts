import { describe, expect, it } from 'vitest';
import { normalizeIndianPhone } from './phone';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['6123456789', '+916123456789'],
    ['0674 254 1234', '+916742541234'],
    ['(022) 2345 6789', '+912223456789'],
    ['011-2345-6789', '+911123456789'],
    ['+91 80 4123 4567', '+918041234567'],
  ])('accepts %s', (raw, normalized) => {
    expect(normalizeIndianPhone(raw)).toBe(normalized);
  });

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['5876543210', 'a bare 10-digit number not starting 6–9'],
    ['2345678901', 'a landline without its leading 0'],
    ['+1 415 555 0100', 'a foreign number'],
    ['98765432101', 'eleven digits without a prefix'],
    ['98765abcde', 'letters'],
    ['+91 00 1234 5678', 'an STD code starting with 0'],
  ])('rejects %s (%s)', (raw) => {
    expect(normalizeIndianPhone(raw)).toBeNull();
  });
});
