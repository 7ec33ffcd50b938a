import { dashboardTexts } from '@/features/leads/content/staff';
import { peopleTexts, roleLabels } from '@/features/people/content';
import type { PeopleData } from '@/features/leads';
import { AddPersonForm } from './AddPersonForm';
import { PersonActions } from './PersonActions';

type Ready = Extract<PeopleData, { state: 'ready' }>;

function Problem({ text }: { text: string }) {
  return (
    <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 font-medium text-amber-900">
      {text}
    </p>
  );
}

function stateOf(person: Ready['people'][number]) {
  if (person.disabled) return peopleTexts.disabledState;
  return person.hasPassword ? peopleTexts.active : peopleTexts.invited;
}

/** The owner's list of people, each with its own small forms, and the form to add one. */
export function PeoplePage({ data }: { data: Exclude<PeopleData, { state: 'signed-out' }> }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {peopleTexts.heading}
        </h1>
        <p className="mt-2 max-w-3xl text-slate-700">{peopleTexts.intro}</p>
      </div>
      {data.state === 'forbidden' ? <Problem text={peopleTexts.forbidden} /> : null}
      {data.state === 'unavailable' ? <Problem text={dashboardTexts.storeError} /> : null}
      {data.state === 'ready' ? (
        <>
          <ul aria-label={peopleTexts.tableLabel} className="space-y-3">
            {data.people.map((person) => (
              <li
                key={person.id}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-start sm:justify-between sm:gap-6"
              >
                <div className="min-w-0">
                  <p className="font-bold text-slate-900">
                    {person.name}{' '}
                    <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
                      {roleLabels[person.role]}
                    </span>
                  </p>
                  <p className="break-all text-slate-700">
                    {person.email ?? person.phone ?? peopleTexts.noEmail}
                  </p>
                  <p className="text-sm text-slate-600">{stateOf(person)}</p>
                </div>
                <PersonActions person={person} isMe={person.id === data.me} />
              </li>
            ))}
          </ul>
          <AddPersonForm />
        </>
      ) : null}
    </div>
  );
}
