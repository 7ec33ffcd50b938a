import type { ReactNode } from 'react';
import { reportTexts } from '../content';

/**
 * A plain table of the figures: the first cell of a row names it, the rest are right-aligned
 * figures. On a phone a wide table scrolls in its own box (focusable, named), never the page.
 */
export function SimpleTable({
  id,
  caption,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm">
        {/* The section's heading says it on screen; the caption names the table (and its box). */}
        <caption id={`${id}-caption`} className="sr-only">
          {caption} ({reportTexts.scrollHint})
        </caption>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-100 text-slate-800">
            {columns.map((column, i) => (
              <th
                key={`${column}-${i}`}
                scope="col"
                className={`px-3 py-2 align-bottom font-semibold ${i === 0 ? 'text-left' : 'text-right'}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-slate-200">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-1.5 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
