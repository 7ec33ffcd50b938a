import { peopleTexts } from '@/content/admin';

/** A one-time link shown once, selectable, for the owner to hand over. */
export function InviteLink({ url, id }: { url: string; id: string }) {
  return (
    <div className="mt-2 space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {peopleTexts.linkLabel}
      </label>
      <input
        id={id}
        readOnly
        value={url}
        aria-describedby={`${id}-note`}
        className="block min-h-11 w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      <p id={`${id}-note`} className="text-sm text-slate-600">
        {peopleTexts.linkNote}
      </p>
    </div>
  );
}
