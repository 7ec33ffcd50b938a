import { surveyEditorTexts as t } from '@/features/survey/content/survey';
import type { LoadSummary } from '@/features/survey/load';

/** The load, the vehicle it needs and the crew: what the list comes to, as it is typed. */
export function SurveySummary({ summary }: { summary: LoadSummary }) {
  const figures = [
    { label: t.loadLabel, value: t.cft(summary.totalCft), testId: 'survey-cft' },
    {
      label: t.vehicleLabel,
      value: summary.vehicle ? t.vehicle(summary.vehicle.name, summary.vehicle.count) : t.noVehicle,
      testId: 'survey-vehicle',
    },
    { label: t.crewLabel, value: t.crew(summary.crew), testId: 'survey-crew' },
  ];
  const notes = [
    summary.fragilePieces > 0 ? t.fragilePieces(summary.fragilePieces) : null,
    summary.ownCarrierPieces > 0 ? t.carsApart(summary.ownCarrierPieces) : null,
  ].filter(Boolean);
  return (
    <div>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((f) => (
          <div key={f.label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {f.label}
            </dt>
            <dd
              className="text-base leading-tight font-bold text-brand-900 sm:text-lg"
              data-testid={f.testId}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 ? <p className="mt-1 text-sm text-slate-700">{notes.join(' · ')}</p> : null}
    </div>
  );
}
