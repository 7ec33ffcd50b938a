import { describe, expect, it } from 'vitest';
import { hindiRupeesInWords, hindiWords } from './amount-words-hindi';

describe('amounts in Hindi words, the Indian system', () => {
  it.each([
    [0, 'शून्य रुपये मात्र'],
    [2_100, 'इक्कीस रुपये मात्र'],
    [10_000, 'एक सौ रुपये मात्र'],
    [12_345_650, 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचास पैसे मात्र'],
    [1_000_000_000, 'एक करोड़ रुपये मात्र'],
    [9_999_999_999, 'नौ करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र'],
  ])('%i paise → %s', (paise, words) => {
    expect(hindiRupeesInWords(paise)).toBe(words);
  });

  it('has a word of its own for each number below a hundred', () => {
    const words = Array.from({ length: 100 }, (_, n) => hindiWords(n));
    expect(new Set(words).size).toBe(100);
    expect(words.every((word) => /^[\u0900-\u097F]+$/u.test(word))).toBe(true);
  });
});
