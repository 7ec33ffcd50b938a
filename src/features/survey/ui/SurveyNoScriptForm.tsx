'use client';

import { useActionState } from 'react';
import { catalogue, itemCategories, type ItemCategory } from '@/features/survey/content/inventory';
import { NUMBERED_ROOM, roomPresets, surveyNoScriptTexts as t } from '@/features/survey/content/survey';
import { LEAD_KINDS, type LeadKind } from '@/features/leads';
import { initialStaffFormState } from '@/features/leads';
import { setSurveyLineAction } from '@/features/leads/server/actions/lead-page';
import { FormAlert } from '@/components/ui/FormAlert';
import { focusRing, textControl } from './styles';

const byCategory = Object.keys(itemCategories).map((category) => ({
  category: category as ItemCategory,
  items: catalogue.filter((item) => item.category === category),
}));

/**
 * The survey for a browser without JavaScript (shown only then): one line at a time, posted
 * to a server action; the page comes back with the list as saved.
 */
export function SurveyNoScriptForm({
  kind,
  id,
  rooms,
}: {
  kind: LeadKind;
  id: string;
  rooms: string[];
}) {
  const [state, action] = useActionState(setSurveyLineAction, initialStaffFormState);
  const suggestions = [
    ...rooms,
    ...roomPresets
      .map((p) => (p === NUMBERED_ROOM ? `${p} 1` : p))
      .filter((p) => !rooms.includes(p)),
  ];
  const listId = `survey-rooms-${id}`;
  return (
    <form action={action} className="space-y-3 rounded-lg border border-slate-300 p-3">
      <h3 className="text-base font-bold text-brand-900">{t.heading}</h3>
      <FormAlert message={state.error} />
      <div role="status" className={state.ok ? 'text-sm font-medium text-green-800' : 'sr-only'}>
        {state.ok ? state.message : ''}
      </div>
      <input type="hidden" name="type" value={LEAD_KINDS[kind].type} />
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor="survey-line-room" className="block text-sm font-semibold text-slate-800">
          {t.room} <span className="font-normal text-slate-600">{t.roomHint}</span>
        </label>
        <input
          id="survey-line-room"
          name="room"
          list={listId}
          required
          maxLength={40}
          defaultValue={state.values?.room ?? rooms[0] ?? ''}
          className={textControl}
        />
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor="survey-line-item" className="block text-sm font-semibold text-slate-800">
          {t.item}
        </label>
        <select
          id="survey-line-item"
          name="itemId"
          defaultValue={state.values?.itemId}
          aria-invalid={state.fieldErrors?.itemId ? true : undefined}
          className={textControl}
        >
          {byCategory.map(({ category, items }) => (
            <optgroup key={category} label={itemCategories[category]}>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {state.fieldErrors?.itemId ? (
          <p className="mt-1 text-sm text-red-800">{state.fieldErrors.itemId}</p>
        ) : null}
      </div>
      <div>
        <label htmlFor="survey-line-qty" className="block text-sm font-semibold text-slate-800">
          {t.qty} <span className="font-normal text-slate-600">{t.qtyHint}</span>
        </label>
        <input
          id="survey-line-qty"
          name="qty"
          inputMode="numeric"
          defaultValue={state.values?.qty ?? '1'}
          aria-invalid={state.fieldErrors?.qty ? true : undefined}
          aria-describedby={state.fieldErrors?.qty ? 'survey-line-qty-error' : undefined}
          className={`${textControl} max-w-32`}
        />
        {state.fieldErrors?.qty ? (
          <p id="survey-line-qty-error" className="mt-1 text-sm text-red-800">
            {state.fieldErrors.qty}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 ${focusRing}`}
      >
        {t.save}
      </button>
    </form>
  );
}
