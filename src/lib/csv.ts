// What a spreadsheet would run: a cell starting with = + - @, or with a tab or carriage return
// (some spreadsheets skip them before reading a formula).
const FORMULA_START = /^[=+\-@\t\r]/;
// A signed number — a phone number as stored (+919876543210), an amount, -5 — is read as a
// value, never run, so it is written as it is; anything more after the sign (a space, a
// letter, an operator) is neutralised.
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * One CSV cell, always quoted. A cell a spreadsheet would run as a formula gets a leading
 * apostrophe, so a visitor's text can never run when staff open the file; phone numbers and
 * plain numbers come out as typed.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV line (RFC 4180: comma-separated, CRLF-terminated). */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Lets Excel read the file as UTF-8 (names in Odia, Hindi, Tamil… stay readable). */
export const CSV_BOM = '\uFEFF';
