import { leadPageTexts } from '@/features/leads/content/staff';
import { formatReceived } from '@/features/leads/format';
import type { LeadDetail } from '@/features/leads/staff-views';
import { NoteForm } from './NoteForm';

/** The form first (a coordinator on a call writes as they go), then the notes, newest first. */
export function LeadNotes({ lead }: { lead: LeadDetail }) {
  return (
    <div className="space-y-4">
      <NoteForm kind={lead.kind} id={lead.id} count={lead.notes.length} />
      {lead.notes.length === 0 ? (
        <p className="text-slate-600">{leadPageTexts.noNotes}</p>
      ) : (
        <ol className="space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <p className="break-words whitespace-pre-wrap text-slate-900">{note.text}</p>
              <p className="mt-1 text-sm text-slate-600">
                {leadPageTexts.noteBy(note.by)} ·{' '}
                <time dateTime={note.at}>{formatReceived(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
