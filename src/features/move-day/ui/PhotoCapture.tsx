'use client';

import { useId } from 'react';
import { controlClass } from '@/components/admin/styles';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { crewTexts as t } from '../content';
import { MOVE_DAY_LIMITS } from '../settings';
import { EntryStatus, useCrewEntry, useCrewQueue } from './CrewQueue';

/**
 * A photo of the customer's things from the phone's camera, with the thing from the survey and
 * a note of its condition; made small on the phone before it is sent or kept (shrinkPhoto), and
 * resized and stripped of its metadata on the server. Without signal the photo itself waits on
 * the phone (IndexedDB keeps the file).
 */
export function PhotoCapture({ items }: { items: { itemId: string; name: string }[] }) {
  const id = useId();
  const { moveId, stage } = useCrewQueue();
  const { pending, message, submit, refuse } = useCrewEntry();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const form = event.currentTarget;
        const data = new FormData(form);
        const file = data.get('file');
        if (!(file instanceof File) || file.size === 0) return refuse(t.photoMissing);
        const fields: Record<string, string> = { stage };
        for (const name of ['itemId', 'note']) {
          const value = String(data.get(name) ?? '').trim();
          if (value) fields[name] = value;
        }
        void submit(
          shrinkPhoto(file, MOVE_DAY_LIMITS.photoMaxSide).then((sent) => ({
            url: `/api/admin/leads/bookings/${moveId}/photos`,
            label: t.photoEntry(stage),
            form: { fields, file: sent, fileName: sent.name || 'photo.jpg' },
          })),
          t.photoSaved,
          () => form.reset(),
        );
      }}
    >
      <div>
        <label htmlFor={`${id}-file`} className="block font-semibold text-slate-900">
          {t.photoLabel(stage)}
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/*"
          capture="environment"
          className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white`}
        />
      </div>
      {items.length > 0 ? (
        <div>
          <label htmlFor={`${id}-item`} className="block text-sm font-semibold text-slate-800">
            {t.photoItem}
          </label>
          <select id={`${id}-item`} name="itemId" className={controlClass} defaultValue="">
            <option value="">{t.photoNoItem}</option>
            {items.map((item, index) => (
              <option key={`${item.itemId}-${index}`} value={item.itemId}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-800">
          {t.photoNote}
        </label>
        <input id={`${id}-note`} name="note" maxLength={500} className={controlClass} />
      </div>
      <SubmitButton
        pending={pending}
        label={t.photoSend}
        sendingLabel={t.saving}
        variant="secondary"
        size="large"
      />
      <EntryStatus message={message} />
    </form>
  );
}
