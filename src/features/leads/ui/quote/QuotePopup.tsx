'use client';

import { X } from '@/components/ui/line-icons';
import Link from '@/components/ui/LocalLink';
import { useEffect } from 'react';
import * as quoteRequestText from '@/features/leads/content/quote-request';
// By name, not through useTexts: the path is not translated (LocalLink puts it in the page's
// language), and the module's namespace would bring every service's texts into this form's script.
import { servicePath } from '@/content/services';
import {
  emptyQuotePopupValues,
  initialQuotePopupState,
  quotePopupFields,
} from '@/features/leads/forms/quote-popup-form';
import { useLeadForm } from '@/lib/forms/use-lead-form';
import { scriptOnlyClass } from '@/lib/use-hydrated';
import { submitQuotePopup } from '@/features/leads/server/actions/lead-forms';
import { buttonClass } from '@/components/ui/Button';
import { TrackOnSuccess } from '@/features/tracking/ui/TrackOnSuccess';
import { QuotePopupFields } from './QuotePopupFields';
import { useTimedDialog } from './use-timed-dialog';
import { useTexts } from '@/lib/i18n/client-texts';

const ID = 'quote-popup';

/**
 * The timed quick-quote pop-up of /quote: a dialog over the page 5 s after it opens. Without
 * JavaScript there is no timer, so the same form is simply part of the page (<noscript>).
 */
export function QuotePopup() {
  const { quotePage, quotePopup } = useTexts(quoteRequestText);
  const form = useLeadForm({
    idPrefix: ID,
    fields: quotePopupFields,
    loadSchema: () =>
      import('@/features/leads/schemas/quote-popup').then((m) => m.quotePopupSchema),
    fixed: { source: 'popup' },
    action: submitQuotePopup,
    initial: initialQuotePopupState,
    empty: emptyQuotePopupValues,
    failed: quotePopup.messages.failed,
  });
  const { state, hydrated } = form;
  const reference = state.ok ? state.reference : undefined;
  const { before, after } = quotePopup.success;
  const thanks = reference ? `${before} ${reference} ${after}` : undefined;
  const dialog = useTimedDialog({
    delayMs: quotePopup.delayMs,
    fadeMs: quotePopup.fadeMs,
    initialFocusId: `${ID}-name`,
    fallbackFocusId: () => (thanks ? `${ID}-thanks` : `${ID}-open`),
  });
  const { close } = dialog;

  // A stored request closes the pop-up; the page then says so.
  useEffect(() => {
    if (state.ok) close();
  }, [state, close]);

  return (
    <div className="mt-8 space-y-6">
      <p
        id={`${ID}-thanks`}
        role="status"
        tabIndex={-1}
        className={
          thanks
            ? 'rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 font-medium text-green-800 focus:outline-none'
            : undefined
        }
      >
        {hydrated && reference ? (
          <>
            {before} <span className="font-mono font-bold whitespace-nowrap">{reference}</span>{' '}
            {after}
          </>
        ) : null}
      </p>
      {hydrated && reference ? (
        <TrackOnSuccess
          kind="quote"
          reference={reference}
          email={state.values.email}
          emailed={state.emailed}
          align="left"
        />
      ) : null}

      <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <button
          id={`${ID}-open`}
          type="button"
          onClick={dialog.open}
          aria-haspopup="dialog"
          className={`${buttonClass()} ${scriptOnlyClass(hydrated)}`}
        >
          {quotePage.openButton}
        </button>
        <p className="text-slate-700">
          {quotePage.fullFormLead}{' '}
          <Link
            prefetch={false}
            href={servicePath('quotation')}
            className="font-semibold text-brand-700 underline underline-offset-4 focus-visible:rounded focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {quotePage.fullFormLink}
          </Link>
        </p>
      </div>

      <noscript>
        <section
          aria-labelledby={`${ID}-inline-title`}
          className="rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id={`${ID}-inline-title`} className="mb-4 text-2xl font-bold text-brand-900">
            {quotePage.noScriptHeading}
          </h2>
          <QuotePopupFields form={form} success={thanks} />
        </section>
      </noscript>

      {/* The backdrop is there at once (it fades only on closing) and the dialog has no shadow:
          a phone without a GPU draws both in software, in the frame that answers the tap
          (issue 50's INP, docs/benchmarks.md). */}
      {hydrated ? (
        <dialog
          {...dialog.dialogProps}
          aria-labelledby={`${ID}-title`}
          aria-describedby={`${ID}-intro`}
          className={
            'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 ' +
            'transition-opacity duration-300 starting:open:opacity-0 data-closing:opacity-0 ' +
            'backdrop:bg-slate-950/60 data-closing:backdrop:opacity-0 motion-reduce:transition-none ' +
            'motion-safe:data-closing:backdrop:transition-opacity motion-safe:data-closing:backdrop:duration-300'
          }
        >
          <div className="relative p-5 sm:p-6">
            <button
              type="button"
              onClick={close}
              aria-label={quotePopup.buttons.close}
              className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
            <h2 id={`${ID}-title`} className="pr-12 text-2xl font-bold text-brand-900">
              {quotePopup.title}
            </h2>
            <p id={`${ID}-intro`} className="mt-1 mb-5 text-slate-700">
              {quotePopup.intro}
            </p>
            <QuotePopupFields form={form} onCancel={close} />
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
