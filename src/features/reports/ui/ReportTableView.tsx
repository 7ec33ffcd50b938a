import { reportTexts as t } from '@/features/reports/content';
import { cellText } from '@/features/reports/cells';
import type { ReportTable } from '@/features/reports/tables';

/**
 * One of the owner's tables: numbers right-aligned, the period's total last, its note, and
 * its CSV. On a phone a wide table scrolls in its own box (focusable, named), never the page.
 */
export function ReportTableView({ table, csvHref }: { table: ReportTable; csvHref: string }) {
  const captionId = `table-${table.id}-caption`;
  return (
    <div className="min-w-0 space-y-2">
      {table.columns.length > 3 ? (
        <p className="text-sm text-slate-600 sm:hidden" aria-hidden="true">
          {t.scrollHint}
        </p>
      ) : null}
      <div
        className="overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-sm">
          {/* The section's heading says it on screen; the caption names the table (and its box). */}
          <caption id={captionId} className="sr-only">
            {table.title} ({t.scrollHint})
          </caption>
          <thead>
            <tr className="border-b border-slate-300 bg-slate-100 text-slate-800">
              {table.columns.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-3 py-2 align-bottom font-semibold ${i === 0 ? 'text-left' : 'text-right'}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-b border-slate-200">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th
                      key={i}
                      scope="row"
                      className="whitespace-nowrap px-3 py-1.5 text-left font-normal"
                    >
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={i} className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums">
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {table.total ? (
            <tfoot>
              <tr className="bg-slate-50 font-semibold">
                {table.total.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-3 py-2 text-left">
                      {cellText(cell)}
                    </th>
                  ) : (
                    <td key={i} className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                      {cellText(cell)}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <p className="text-sm text-slate-700">{table.note}</p>
      <p>
        <a
          href={csvHref}
          download
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t.csv(table.title)}
        </a>
      </p>
    </div>
  );
}
