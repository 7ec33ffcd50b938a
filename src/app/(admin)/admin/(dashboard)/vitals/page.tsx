import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { VitalsTable } from '@/components/admin/VitalsTable';
import { vitalsCollection, vitalsTexts as t } from '@/content/vitals';
import { ForbiddenError, NotSignedInError } from '@/server/admin/guard';
import { signedInStaff } from '@/server/admin/signed-in';
import { loadVitalsReport, type VitalsReport } from '@/server/vitals/vitals-report';

export const metadata: Metadata = { title: t.title };

export default async function VitalsPage() {
  const days = vitalsCollection.defaultDays;
  let report: VitalsReport | undefined;
  let forbidden = false;
  try {
    report = await loadVitalsReport(await signedInStaff(), days);
  } catch (error) {
    if (error instanceof NotSignedInError)
      redirect('/admin/sign-in?reason=expired&next=/admin/vitals');
    forbidden = error instanceof ForbiddenError;
    if (!forbidden) console.error('[admin] reading the speed report failed:', error);
  }
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.heading}</h1>
      <p className="max-w-3xl text-slate-800">{t.intro(days, vitalsCollection.sampleRate)}</p>
      {report ? (
        <VitalsTable days={days} items={report.items} />
      ) : (
        <p
          role="alert"
          className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {forbidden ? t.forbidden : t.storeError}
        </p>
      )}
    </div>
  );
}
