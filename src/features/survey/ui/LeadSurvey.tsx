import { surveyEditorTexts as t, surveyHistoryTexts } from '@/features/survey/content/survey';
import { formatReceived } from '@/features/leads';
import { LEAD_KINDS, type LeadKind } from '@/features/leads';
import { CUSTOMER_ACTOR, type StaffSurvey } from '@/features/survey/views';
import { SurveyEditor } from '@/features/survey/ui/SurveyEditor';
import { SurveyHistory } from '@/features/survey/ui/SurveyHistory';
import { SurveyNoScriptForm } from '@/features/survey/ui/SurveyNoScriptForm';

/** The lead page's survey: the editor staff fill during a visit or a video call, and its history. */
export function LeadSurvey({
  kind,
  id,
  survey,
}: {
  kind: LeadKind;
  id: string;
  survey: StaffSurvey;
}) {
  const by = survey.updatedBy === CUSTOMER_ACTOR ? t.byCustomer : survey.updatedBy;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t.staffIntro}</p>
      <SurveyEditor
        initialRooms={survey.rooms}
        savedNote={survey.updatedAt ? t.lastSaved(formatReceived(survey.updatedAt), by) : null}
        endpoint={`/api/admin/leads/${LEAD_KINDS[kind].type}/${id}/inventory`}
        refreshAfterSave
      />
      <div className="hidden noscript:block">
        <SurveyNoScriptForm kind={kind} id={id} rooms={survey.rooms.map((room) => room.name)} />
      </div>
      <div>
        <h3 className="mb-2 text-base font-bold text-brand-900">{surveyHistoryTexts.heading}</h3>
        <SurveyHistory history={survey.history} />
      </div>
    </div>
  );
}
