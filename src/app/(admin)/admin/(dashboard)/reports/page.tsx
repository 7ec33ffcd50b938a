import type { Metadata } from 'next';
import { ReadProblem } from '@/components/admin/PageNotices';
import { OvercollectedMoves } from '@/features/reports/ui/OvercollectedMoves';
import { PeriodForm } from '@/features/reports/ui/PeriodForm';
import { ReportsView } from '@/features/reports/ui/ReportsView';
import { reportTexts as t } from '@/features/reports/content';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { reportQuerySchema } from '@/features/reports/schema';
import { defaultPeriod, type ReportPeriod } from '@/features/reports';
import { readForPage } from '@/features/people/server';
import { loadOvercollectedMoves, loadReport } from '@/features/reports/server';
import { loadBalances, loadGstMonth } from '@/features/reports/server';
import { GstSummary } from '@/features/reports/ui/GstSummary';
import { BalancesToCollect } from '@/features/reports/ui/BalancesToCollect';
import { todayInIndia } from '@/lib/dates';
import { gstQuerySchema } from '@/features/reports/schemas/gst';

export const metadata: Metadata = { title: t.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ReportsPage({ searchParams }: Props) {
  const query = await searchParams;
  const asked = { from: first(query.from), to: first(query.to), by: first(query.by) };
  const parsed = reportQuerySchema().safeParse(asked);
  const askedMonth = first(query.gstMonth);
  const monthParsed = gstQuerySchema.shape.month.safeParse(askedMonth ?? '');
  const gstMonth = monthParsed.success ? monthParsed.data : todayInIndia().slice(0, 7);
  const errors = parsed.success
    ? undefined
    : (fieldErrorsOf(parsed.error) as Record<string, string>);
  const period: ReportPeriod = parsed.success
    ? { from: parsed.data.from, to: parsed.data.to, by: parsed.data.by }
    : defaultPeriod();
  // A wrong period shows what was wrong, over no figures; the right is checked either way.
  const { value, problem } = await readForPage(
    '/admin/reports',
    'the figures',
    t,
    async (member) => {
      // Read first: it checks the right, so a wrong period is refused to staff as a right one is.
      const overcollected = await loadOvercollectedMoves(member);
      return {
        report: errors ? undefined : await loadReport(member, period),
        overcollected,
        gst: await loadGstMonth(member, gstMonth),
        balances: await loadBalances(member),
      };
    },
  );
  const report = value?.report;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.heading}</h1>
      <p className="max-w-3xl text-slate-800">{t.intro}</p>
      {problem ? (
        <ReadProblem problem={problem} />
      ) : (
        <>
          <OvercollectedMoves moves={value?.overcollected ?? []} />
          <PeriodForm
            period={errors ? ({ ...period, ...definedOf(asked) } as ReportPeriod) : period}
            errors={errors}
          />
          {report ? <ReportsView report={report} /> : null}
          {value ? <GstSummary month={gstMonth} gst={value.gst} /> : null}
          {value ? <BalancesToCollect rows={value.balances} /> : null}
        </>
      )}
    </div>
  );
}

/** What was typed, to show it again beside its error. */
function definedOf(values: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
