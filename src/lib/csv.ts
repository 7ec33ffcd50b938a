/**
 * One CSV cell, always quoted. A cell that starts with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before reading a formula) gets a leading
 * apostrophe, so a visitor's text can never run as a formula when staff open the file.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV line (RFC 4180: comma-separated, CRLF-terminated). */
export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Lets Excel read the file as UTF-8 (names in Odia, Hindi, Tamil… stay readable). */
export const CSV_BOM = '\uFEFF';
