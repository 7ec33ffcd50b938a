import { reportTexts as t } from '@/features/reports/content';
import type { Report } from '@/features/reports/figures';
import { REPORT_TABLES, reportTables, type ReportTableId } from '@/features/reports/tables';
import { FunnelChart } from './FunnelChart';
import { ReportTableView } from './ReportTableView';
import { SourcesChart } from './SourcesChart';

const csvHref = (report: Report, table: ReportTableId) =>
  `/api/admin/reports?${new URLSearchParams({
    table,
    from: report.period.from,
    to: report.period.to,
    by: report.period.by,
  })}`;

/** The owner's figures: each chart with its table beside it, then the tables alone. */
export function ReportsView({ report }: { report: Report }) {
  const tables = reportTables(report);
  const view = (id: ReportTableId) => (
    <ReportTableView table={tables[id]} csvHref={csvHref(report, id)} />
  );
  const charted: ReportTableId[] = ['sources', 'funnel'];
  return (
    <div className="space-y-10">
      <section aria-labelledby="sources-heading" className="space-y-3">
        <h2 id="sources-heading" className="text-xl font-bold text-brand-900">
          {tables.sources.title}
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <SourcesChart report={report} />
          {view('sources')}
        </div>
      </section>
      <section aria-labelledby="funnel-heading" className="space-y-3">
        <h2 id="funnel-heading" className="text-xl font-bold text-brand-900">
          {t.charts.funnelTitle}
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <FunnelChart total={report.funnelTotal} />
          {view('funnel')}
        </div>
      </section>
      {REPORT_TABLES.filter((id) => !charted.includes(id)).map((id) => (
        <section key={id} aria-labelledby={`${id}-heading`} className="space-y-3">
          <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
            {tables[id].title}
          </h2>
          {view(id)}
        </section>
      ))}
    </div>
  );
}
