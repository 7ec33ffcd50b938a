'use client';

import { useState } from 'react';
import { peopleTexts } from '@/features/people/content';
import { scriptOnlyClass, useHydrated } from '@/lib/use-hydrated';
import { secondarySmall } from '@/components/admin/styles';

/**
 * Copies the link in the field `fieldId`. Unseen until the page runs JavaScript, and no place
 * at all without it (a button that cannot work; the field stays selectable). Where the
 * clipboard API is missing or refused (an http address other than localhost), it selects the
 * field and asks the browser to copy; the result is announced.
 */
export function CopyLinkButton({ fieldId, url }: { fieldId: string; url: string }) {
  const hydrated = useHydrated();
  const [said, setSaid] = useState('');

  async function copy() {
    const field = document.getElementById(fieldId);
    try {
      await navigator.clipboard.writeText(url);
      setSaid(peopleTexts.copied);
    } catch {
      if (field instanceof HTMLTextAreaElement) field.select();
      const copied = document.execCommand?.('copy') ?? false;
      setSaid(copied ? peopleTexts.copied : peopleTexts.copyFailed);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={`${secondarySmall} ${scriptOnlyClass(hydrated)}`}
      >
        {peopleTexts.copy}
      </button>
      <span
        role="status"
        className={`text-sm font-medium ${said === peopleTexts.copied ? 'text-green-900' : 'text-slate-800'}`}
      >
        {said}
      </span>
    </>
  );
}
