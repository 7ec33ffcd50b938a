import { crewTexts as t } from '../content';

/** What the crew's pages say when the move cannot be shown. */
export function CrewRefusal({ state }: { state: 'not-found' | 'forbidden' | 'unavailable' }) {
  const message =
    state === 'forbidden' ? t.forbidden : state === 'not-found' ? t.notFound : t.unavailable;
  return (
    <div className="mx-auto max-w-xl space-y-2">
      <h1 className="text-2xl font-extrabold text-brand-900">{t.listTitle}</h1>
      <p className="text-slate-800">{message}</p>
    </div>
  );
}
