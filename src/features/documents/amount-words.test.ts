import { describe, expect, it } from 'vitest';
import { indianWords, rupeesInWords } from './amount-words';

describe('amounts in words, the Indian system', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_100, 'Rupees Twenty-One Only'],
    [10_000, 'Rupees One Hundred Only'],
    [100_000, 'Rupees One Thousand Only'],
    [
      12_345_650,
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [
      123_456_789_001,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety and One Paise Only',
    ],
    [-5_000, 'Minus Rupees Fifty Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('refuses what is not a count', () => {
    expect(() => indianWords(1.5)).toThrow(RangeError);
  });
});
