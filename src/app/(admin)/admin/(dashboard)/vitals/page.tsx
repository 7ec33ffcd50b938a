import type { Metadata } from 'next';
import { ReadProblem } from '@/components/admin/PageNotices';
import { VitalsTable } from '@/features/vitals/ui/VitalsTable';
import { vitalsCollection, vitalsTexts as t } from '@/features/vitals/content';
import { readForPage } from '@/features/people/server';
import { loadVitalsReport } from '@/features/vitals/server';

export const metadata: Metadata = { title: t.title };

export default async function VitalsPage() {
  const days = vitalsCollection.defaultDays;
  const { value: report, problem } = await readForPage(
    '/admin/vitals',
    'the speed report',
    t,
    (member) => loadVitalsReport(member, days),
  );
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.heading}</h1>
      <p className="max-w-3xl text-slate-800">{t.intro(days, vitalsCollection.sampleRate)}</p>
      {report ? (
        <VitalsTable days={days} items={report.items} />
      ) : (
        <ReadProblem problem={problem} />
      )}
    </div>
  );
}
