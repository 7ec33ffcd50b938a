/**
 * Rupees as staff type them ("15000", "15,000.50", "₹ 1,500.5") to integer paise, read as a
 * string so no floating point touches the amount; undefined for anything else (a negative, three
 * decimals, letters). An empty entry is undefined too.
 */
export function rupeesToPaise(text: string): number | undefined {
  const compact = text.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return undefined;
  const paise = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(paise);
}

/** Integer paise as the editor shows them in its fields: 150050 → "1500.50", 150000 → "1500". */
export function paiseToRupeesField(paise: number): string {
  const rest = paise % 100;
  return rest === 0
    ? String(paise / 100)
    : `${Math.trunc(paise / 100)}.${String(rest).padStart(2, '0')}`;
}
