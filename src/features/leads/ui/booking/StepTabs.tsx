'use client';

import { useState, type KeyboardEvent } from 'react';
import * as bookingText from '@/features/leads/content/booking';
import { useTexts } from '@/lib/i18n/client-texts';

interface Props {
  steps: readonly string[];
  current: number;
  idPrefix: string;
  onSelect(step: number): void;
}

/** Freely clickable step tabs; arrow keys, Home and End move between them (WAI-ARIA tabs). */
export function StepTabs({ steps, current, idPrefix, onSelect }: Props) {
  const { bookingPage } = useTexts(bookingText);
  // The tab chosen is marked at once, in this small component's own render; the form draws the
  // step in a transition after the tap's frame (BookingForm's goTo). Once `current` moves, it
  // is the step shown again.
  const [chosen, setChosen] = useState({ from: current, step: current });
  const shown = chosen.from === current ? chosen.step : current;
  function select(step: number) {
    setChosen({ from: current, step });
    onSelect(step);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = steps.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (shown + 1) % steps.length
        : event.key === 'ArrowLeft'
          ? (shown - 1 + steps.length) % steps.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  }

  return (
    <div role="tablist" aria-label={bookingPage.stepsLabel} className="grid grid-cols-3 gap-2">
      {steps.map((label, index) => {
        const selected = index === shown;
        return (
          <button
            key={label}
            id={`${idPrefix}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${index}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={
              'flex min-h-11 flex-col items-center gap-1 rounded-lg border-b-4 px-2 py-2 text-sm font-semibold ' +
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:justify-center ' +
              (selected
                ? 'border-accent-600 bg-brand-50 text-brand-900'
                : 'border-slate-300 text-slate-700 hover:bg-slate-100')
            }
          >
            <span
              aria-hidden="true"
              className={
                'grid size-7 place-items-center rounded-full text-sm ' +
                (selected ? 'bg-accent-600 text-white' : 'bg-slate-200 text-slate-800')
              }
            >
              {index + 1}
            </span>
            {label}
          </button>
        );
      })}
    </div>
  );
}
