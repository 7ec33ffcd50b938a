import { surveyEditorTexts as t } from '@/features/survey/content/survey';
import { formatReceived } from '@/features/leads';
import type { TrackedRequest } from '@/features/tracking/types';
import { SurveyEditorOnDemand } from '@/features/survey/ui/SurveyEditorOnDemand';
import { SurveySummary } from '@/features/survey/ui/SurveySummary';
import { summarise } from '@/features/survey';

/**
 * "List your things for a firmer price": the same editor staff use, saving through
 * /api/track/inventory with the reference and contact of this look-up. Once the move is done
 * or cancelled the list is only shown.
 */
export function TrackSurvey({ request, contact }: { request: TrackedRequest; contact: string }) {
  const inventory = request.inventory;
  const closed = request.status === 'done' || request.status === 'cancelled';
  if (closed && !inventory) return null;
  const by =
    inventory?.updatedBy === 'customer'
      ? t.byYou
      : inventory?.updatedBy === 'staff'
        ? t.byStaff
        : null;
  return (
    <section aria-labelledby="track-survey-heading" className="border-t border-slate-200 pt-6">
      <h3 id="track-survey-heading" className="text-lg font-bold text-brand-900">
        {t.customerHeading}
      </h3>
      <p className="mt-1 mb-4 text-slate-800">{t.customerIntro}</p>
      {closed ? (
        <SurveySummary summary={summarise(inventory?.rooms ?? [])} />
      ) : (
        <SurveyEditorOnDemand
          initialRooms={inventory?.rooms ?? []}
          savedNote={
            inventory?.updatedAt ? t.lastSaved(formatReceived(inventory.updatedAt), by) : null
          }
          endpoint="/api/track/inventory"
          extraBody={{ reference: request.reference, contact }}
          barOffset="bottom-24 lg:bottom-2"
        />
      )}
    </section>
  );
}
