import { crewPickTexts as t } from '../content';

/**
 * The move day's crew accounts on the lead page's Move-day card: a tick per person, so the
 * move shows on their phones (`crew.memberIds`). Sent with the card's other fields.
 */
export function CrewMembersField({
  people,
  chosen,
}: {
  people: readonly { id: string; name: string }[];
  chosen: readonly string[];
}) {
  if (people.length === 0) return null;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="font-semibold text-slate-900">{t.legend}</legend>
      <p className="text-sm text-slate-700">{t.hint}</p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        {people.map((person) => (
          <label key={person.id} className="inline-flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="checkbox"
              name="memberIds"
              value={person.id}
              defaultChecked={chosen.includes(person.id)}
              className="size-5 accent-brand-700"
            />
            {person.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
