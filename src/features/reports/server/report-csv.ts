import 'server-only';
import { reportTexts as t } from '@/features/reports/content';
import { CSV_BOM, csvRow } from '@/lib/csv';
import { cellCsv } from '@/features/reports/cells';
import type { ReportTable } from '@/features/reports/tables';

/**
 * One of the owner's tables as CSV (UTF-8 with BOM, the leads CSV's cells and escaping):
 * counts as plain numbers, money as rupee decimals, a week as its Monday "Mon, 23 Nov 2026".
 */
export function reportCsv(table: ReportTable): string {
  const minutes = (table.total ?? table.rows[0] ?? []).map((cell) => cell.type === 'minutes');
  const headings = table.columns.map((column, i) => (minutes[i] ? t.inMinutes(column) : column));
  const lines = [headings, ...table.rows, ...(table.total ? [table.total] : [])].map((row, i) =>
    csvRow(i === 0 ? (row as string[]) : (row as ReportTable['rows'][number]).map(cellCsv)),
  );
  return CSV_BOM + lines.join('');
}
