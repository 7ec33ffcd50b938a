import { describe, expect, it } from 'vitest';
import { containsPattern, emailLocalPart, searchNeedle } from './search-term';

describe('searchNeedle', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['  Ravi   KUMAR ', 'ravi kumar'],
    ['bk-7q2m9x', 'bk-7q2m9x'],
    ['Meera@Example.IN', 'meera@example.in'],
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(0674) 254 1234', '6742541234'],
    ['4321', '4321'],
    ['12', '12'],
  ])('%j searches for %j', (raw, needle) => {
    expect(searchNeedle(raw)).toBe(needle);
  });
});

describe('containsPattern', () => {
  it('wraps the needle in % and escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('ravi')).toBe('%ravi%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('emailLocalPart', () => {
  it.each([
    ['.54321@example', '.54321@'],
    ['vikram.reddy@gmail.com', 'vikram.reddy@'],
    ['a@b@example.in', undefined],
    ['abc@b@example.in', 'abc@b@'],
    ['ab@gmail', undefined],
    ['kumar@', undefined],
    ['@example.in', undefined],
    ['kumar', undefined],
    ['ravi.kumar 54321', undefined],
  ])('%j is led by %j', (needle, part) => {
    expect(emailLocalPart(needle)).toBe(part);
  });
});
