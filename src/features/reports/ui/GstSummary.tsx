import { formatMonth } from '@/lib/format-date';
import { formatPaise } from '@/lib/format-inr';
import { gstTexts as t } from '../content/gst';
import type { Amounts, GstMonth } from '../gst';
import { GSTR1_SECTIONS } from '../gstr1-csv';
import { SimpleTable } from './SimpleTable';

const link =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 underline underline-offset-2 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const money = (a: Amounts) =>
  [a.taxablePaise, a.cgstPaise, a.sgstPaise, a.igstPaise].map(formatPaise);

/** The owner's GST summary of a month (issue 48 point 5), with each GSTR-1 table as CSV. */
export function GstSummary({ month, gst }: { month: string; gst: GstMonth }) {
  const empty =
    gst.b2b.length + gst.b2cl.length + gst.b2cs.length + gst.cdnr.length + gst.cdnur.length === 0;
  return (
    <section aria-labelledby="gst-heading" className="space-y-3">
      <h2 id="gst-heading" className="text-xl font-bold text-brand-900">
        {t.heading}: {formatMonth(month)}
      </h2>
      <p className="max-w-3xl text-slate-800">{t.intro}</p>
      <form method="get" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-slate-800">
          {t.month}
          <input
            type="month"
            name="gstMonth"
            defaultValue={month}
            className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3 font-normal"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t.show}
        </button>
      </form>
      {empty ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <>
          <SimpleTable
            id="gst-summary"
            caption={t.tables.summary}
            columns={t.summaryColumns}
            rows={[
              [t.forward, ...money(gst.forward)],
              [t.reverse, ...money(gst.reverse)],
            ]}
          />
          <SimpleTable
            id="gst-hsn"
            caption={t.tables.hsn}
            columns={[...t.hsnColumns, ...t.summaryColumns.slice(1)]}
            rows={gst.hsn.map((r) => [r.sac, `${r.gstBp / 100}%`, ...money(r)])}
          />
          <SimpleTable
            id="gst-b2b"
            caption={t.tables.b2b}
            columns={t.b2bColumns}
            rows={[...gst.b2b, ...gst.cdnr].map((d) => [
              d.gstin,
              d.number,
              d.name,
              d.reverseCharge ? t.yes : t.no,
              formatPaise(d.valuePaise),
            ])}
          />
        </>
      )}
      <ul className="flex flex-wrap gap-2">
        {GSTR1_SECTIONS.map((section) => (
          <li key={section}>
            <a
              className={link}
              href={`/api/admin/reports?${new URLSearchParams({ table: 'gst', month, section })}`}
            >
              {t.download(section.toUpperCase())}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
