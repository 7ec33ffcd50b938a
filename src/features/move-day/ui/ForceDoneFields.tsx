import { TextAreaField } from '@/components/ui/Field';
import { formatDay } from '@/features/leads';
import { forceDoneTexts as t } from '../content';
import { MOVE_DAY_LIMITS as L } from '../settings';

/**
 * Inside the lead page's status form, for the owner only and a move whose day is still to
 * come: the tick and the reason that let Done through early (`force`, `reason`), audited.
 */
export function ForceDoneFields({ moveDate, error }: { moveDate: string; error?: string }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 font-semibold text-slate-900">{t.legend}</legend>
      <p className="text-sm text-slate-800">{t.hint(formatDay(moveDate))}</p>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-900">
        <input type="checkbox" name="force" value="yes" className="size-5" />
        {t.force}
      </label>
      <TextAreaField
        id="lead-force-reason"
        name="reason"
        label={t.reason}
        maxLength={L.reasonChars}
        rows={2}
        error={error}
      />
    </fieldset>
  );
}
