'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormResult } from '@/components/admin/FormResult';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextAreaField, TextField } from '@/components/ui/Field';
import * as claimsText from '../content';
import { useTexts } from '@/lib/i18n/client-texts';
import { shrinkPhoto } from '@/lib/shrink-photo';
import { claimSettings } from '../settings';
import type { ClaimFormState } from '../form-state';

/** Where the form posts: the API itself, so its photos need no server action's body limit. */
const CLAIM_ROUTE = '/api/track/claims';

/** The form's photos made as small as the server keeps them, before they go (shrinkPhoto). */
async function withSmallPhotos(data: FormData): Promise<FormData> {
  for (const name of new Set(data.keys())) {
    const files = data.getAll(name);
    if (!files.some((value) => value instanceof File && value.size > 0)) continue;
    const small = await Promise.all(
      files.map((value) =>
        value instanceof File && value.size > 0
          ? shrinkPhoto(value, claimSettings.photo.maxSide)
          : value,
      ),
    );
    data.delete(name);
    for (const value of small) data.append(name, value);
  }
  return data;
}

/**
 * "Damage or loss" on /track: what happened, up to three items and their photos, sent with the
 * reference and contact of this look-up. Without JavaScript it is a plain multipart form
 * posting to the API, which sends the browser back to this look-up with the outcome; with it,
 * the same body is sent by fetch and the answer shown here, every value kept on a refusal.
 */
export function ClaimFileForm({
  reference,
  contact,
  notice,
}: {
  reference: string;
  contact: string;
  /** The outcome of a post without JavaScript (the page's `claim=`). */
  notice?: ClaimFormState;
}) {
  const { trackClaimTexts: t } = useTexts(claimsText);
  const router = useRouter();
  const [state, setState] = useState<ClaimFormState>(notice ?? {});
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);
  const error = (name: string) => state.fieldErrors?.[name];

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const body = await withSmallPhotos(new FormData(event.currentTarget));
      const response = await fetch(CLAIM_ROUTE, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = (await response.json().catch(() => ({}))) as {
        number?: string;
        error?: { message?: string; fields?: Record<string, string> };
      };
      if (response.status === 201 && answer.number) {
        setState({ ok: true, message: t.received(answer.number) });
        setRound((n) => n + 1);
        router.refresh();
      } else
        setState({ error: answer.error?.message ?? t.failed, fieldErrors: answer.error?.fields });
    } catch {
      setState({ error: t.failed });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      action={CLAIM_ROUTE}
      method="post"
      encType="multipart/form-data"
      onSubmit={send}
      className="space-y-4"
      noValidate
      key={round}
    >
      <FormResult state={state} />
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="contact" value={contact} />
      <TextAreaField
        id="claim-description"
        name="description"
        label={t.description}
        rows={3}
        required
        error={error('description')}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">{t.listHeading}</legend>
        {error('items') || error('photos') ? (
          <p className="font-medium text-red-800">{error('items') ?? error('photos')}</p>
        ) : null}
        {Array.from({ length: t.rows }, (_, i) => (
          <div key={i} className="grid gap-3 rounded-lg p-3 ring-1 ring-slate-200 sm:grid-cols-3">
            <p className="font-semibold text-slate-800 sm:col-span-3">
              {t.item(i + 1)}
              {i > 0 ? ` (${t.optional})` : ''}
            </p>
            <TextField
              id={`claim-label-${i}`}
              name={`label-${i}`}
              label={t.label}
              autoComplete="off"
              error={error(`label-${i}`)}
            />
            <TextField
              id={`claim-damage-${i}`}
              name={`damage-${i}`}
              label={t.damage}
              autoComplete="off"
              error={error(`damage-${i}`)}
            />
            <TextField
              id={`claim-amount-${i}`}
              name={`amount-${i}`}
              label={t.amount}
              inputMode="decimal"
              autoComplete="off"
              error={error(`amount-${i}`)}
            />
            <div className="sm:col-span-3">
              <TextField
                id={`claim-photos-${i}`}
                name={`photos-${i}`}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
                multiple
                label={t.photos}
                hint={t.photosHint(claimSettings.photosPerItem, claimSettings.photosPerClaim)}
                error={error(`photos-${i}`)}
              />
            </div>
          </div>
        ))}
      </fieldset>
      <SubmitButton pending={sending} label={t.submit} sendingLabel={t.sending} />
    </form>
  );
}
