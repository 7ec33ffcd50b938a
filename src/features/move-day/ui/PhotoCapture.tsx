'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { controlClass, focusRing } from '@/components/admin/styles';
import { crewTexts as t } from '../content';
import type { PhotoStage } from '../milestones';

/**
 * A photo of the customer's things from the phone's camera, with the thing from the survey and
 * a note of its condition; resized and stripped of its metadata on the server.
 */
export function PhotoCapture({
  moveId,
  stage,
  items,
}: {
  moveId: string;
  stage: PhotoStage;
  items: { itemId: string; name: string }[];
}) {
  const router = useRouter();
  const id = useId();
  const [state, setState] = useState<{ sending: boolean; message: string | null }>({
    sending: false,
    message: null,
  });
  async function upload(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setState({ sending: false, message: t.photoMissing });
      return;
    }
    data.set('stage', stage);
    for (const name of ['itemId', 'note'])
      if (String(data.get(name) ?? '').trim() === '') data.delete(name);
    setState({ sending: true, message: null });
    try {
      const response = await fetch(`/api/admin/leads/bookings/${moveId}/photos`, {
        method: 'POST',
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: data,
      });
      const answer = (await response.json().catch(() => null)) as {
        error?: { message?: string };
      } | null;
      if (!response.ok) {
        setState({ sending: false, message: answer?.error?.message ?? t.failed });
        return;
      }
      form.reset();
      setState({ sending: false, message: t.photoSaved });
      router.refresh();
    } catch {
      setState({ sending: false, message: t.failed });
    }
  }
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void upload(event.currentTarget);
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
      <button
        type="submit"
        disabled={state.sending}
        className={`flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-4 text-lg font-bold text-white hover:bg-brand-800 disabled:opacity-70 ${focusRing}`}
      >
        {state.sending ? t.saving : t.photoSend}
      </button>
      <p role="status" className="min-h-6 font-semibold text-slate-900">
        {state.message}
      </p>
    </form>
  );
}
