import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+91 98765 43210', `"'+91 98765 43210"`],
    ['-2+3', `"'-2+3"`],
    ['+919876543210', '"+919876543210"'],
    ['-1500', '"-1500"'],
    ['+12.5', '"+12.5"'],
    ['+919876543210+cmd', `"'+919876543210+cmd"`],
    ['-1+1', `"'-1+1"`],
    ['+', `"'+"`],
    ['+91\n=1', `"'+91\n=1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['plain = text', '"plain = text"'],
    ['say "hi", ok', '"say ""hi"", ok"'],
    ['two\nlines', '"two\nlines"'],
    ['', '""'],
  ])('%j becomes %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes null and numbers, and ends a row with CRLF', () => {
    expect(csvRow(['a', null, 3, undefined])).toBe('"a","","3",""\r\n');
  });
});
