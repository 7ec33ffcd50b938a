import { reportTexts as t } from '@/features/reports/content';
import type { ReportPeriod } from '@/features/reports/period';
import { SelectField, TextField } from '@/components/ui/Field';
import { primarySmall } from '@/components/admin/styles';

/** The period and grouping: a plain GET form, so it works without JavaScript and can be shared. */
export function PeriodForm({
  period,
  errors = {},
}: {
  period: ReportPeriod;
  errors?: Record<string, string>;
}) {
  return (
    <form
      method="get"
      action="/admin/reports"
      className="rounded-lg border border-slate-300 bg-white p-4"
    >
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t.periodLegend}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <TextField
            id="report-from"
            name="from"
            type="date"
            label={t.from}
            defaultValue={period.from}
            error={errors.from}
          />
          <TextField
            id="report-to"
            name="to"
            type="date"
            label={t.to}
            defaultValue={period.to}
            error={errors.to}
          />
          <SelectField
            id="report-by"
            name="by"
            label={t.by}
            defaultValue={period.by}
            error={errors.by}
          >
            <option value="week">{t.byWeek}</option>
            <option value="month">{t.byMonth}</option>
          </SelectField>
          <button type="submit" className={`${primarySmall} min-h-12 px-5`}>
            {t.show}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
