import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin';

describe('a GSTIN', () => {
  it('passes with its portal checksum; a changed character, an unknown state code or a wrong shape fails', () => {
    // GSTINs often quoted as samples; their check characters are right.
    for (const good of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])
      expect(gstinProblem(good)).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F2ZV')).toBe('checksum');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe('state'); // 25 was Daman and Diu, merged into 26
    for (const bad of ['27AAPFU0939F1Z', '27AAPFU0939F1AV', 'AAPFU0939F1ZV27', '27aapfu0939f1zv'])
      expect(gstinProblem(bad)).toBe('format');
  });

  it('the check character worked by hand for 27AAPFU0939F1Z', () => {
    // Values 2,7,10,10,25,15,30,0,9,3,9,15,1,35 × 1,2,1,2… → 2,14,10,20,25,30,30,0,9,6,9,30,1,70;
    // 70 = 1×36 + 34 → 35; the sum is 221, 221 mod 36 = 5, 36 − 5 = 31 → "V".
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});
