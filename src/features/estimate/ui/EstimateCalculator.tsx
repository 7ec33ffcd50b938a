'use client';

import { useRef, useState, type FormEvent } from 'react';
import * as estimateText from '@/features/estimate/content/estimate';
import * as estimateLinesText from '@/features/estimate/content/estimate-lines';
import * as citiesText from '@/content/cities';
import type { EstimateResult } from '@/features/estimate/compute-estimate';
import { formatInr } from '@/lib/format-inr';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from '@/components/ui/Button';
import { EstimateActions } from './EstimateActions';
import { EstimateFields, type EstimateErrors, type EstimateValues } from './EstimateFields';
import { EstimateResultView } from './EstimateResultView';
import { useTexts } from '@/lib/i18n/client-texts';

type View = {
  values: EstimateValues;
  result?: EstimateResult;
  errors: EstimateErrors;
  /** The inputs' query string, for the booking and quote links. */
  query?: string;
};

// The schema and the tariff load on the first change, not with the page: the server has
// already rendered the first answer.
const loadEstimator = () => import('./estimate-in-browser');

/**
 * The estimate form and its answer. Without JavaScript it is a GET form and the server renders
 * the answer; with it, every change recomputes in the browser and the address follows.
 */
export function EstimateCalculator({
  initial,
  validUntil,
  today,
}: {
  initial: View;
  validUntil: string;
  today: string;
}) {
  const { estimatePage: page } = useTexts(estimateText);
  // The lines and assumptions in the page's language (the estimate provider holds them already).
  const { lineLabels, assumptionTexts } = useTexts(estimateLinesText);
  const { cities } = useTexts(citiesText);
  const [view, setView] = useState<View>(initial);
  const touched = useRef(new Set(Object.keys(initial.errors)));
  const latest = useRef(0);
  const hydrated = useHydrated();

  async function recompute(form: HTMLFormElement, all: boolean) {
    const ticket = ++latest.current;
    const values = Object.fromEntries(
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    );
    const { estimateFromValues } = await loadEstimator();
    if (ticket !== latest.current) return;
    const answer = estimateFromValues(values, {
      lineLabels,
      assumptionTexts,
      cityName: (slug) => cities.find((city) => city.slug === slug)?.name,
    });
    if (answer.ok) {
      touched.current.clear();
      window.history.replaceState(null, '', `?${answer.query}`);
      setView({ values, result: answer.result, errors: {}, query: answer.query });
      return;
    }
    if (all) for (const name of Object.keys(answer.errors)) touched.current.add(name);
    const shown = Object.fromEntries(
      Object.entries(answer.errors).filter(([name]) => touched.current.has(name)),
    );
    setView({ values, errors: shown });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void recompute(event.currentTarget, true);
  }

  const show = {
    carType: !hydrated || Number(view.values.cars) > 0,
    bikeType: !hydrated || Number(view.values.bikes) > 0,
  };
  const hasErrors = Object.values(view.errors).some(Boolean);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form
        method="get"
        action={page.path}
        noValidate
        aria-labelledby="estimate-form-heading"
        onSubmit={onSubmit}
        onChange={(event) => {
          const target: EventTarget = event.target;
          const name = 'name' in target ? String(target.name) : '';
          if (name) touched.current.add(name);
          void recompute(event.currentTarget, false);
        }}
      >
        <h2 id="estimate-form-heading" className="mb-4 text-2xl font-extrabold text-brand-900">
          {page.formHeading}
        </h2>
        <EstimateFields values={view.values} errors={view.errors} show={show} today={today} />
        {hydrated && view.result ? (
          // Phones: the total rides along the bottom while the visitor works down the form.
          <a
            href="#estimate-result-heading"
            className="sticky bottom-0 z-10 -mx-4 mt-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 py-3 pr-20 pl-4 font-semibold text-brand-900 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
          >
            <span>
              {page.total}: {formatInr(view.result.total)}
            </span>
            <span className="text-sm text-accent-700 underline">{page.seeBreakdown}</span>
          </a>
        ) : null}
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <Button type="submit">{page.submit}</Button>
          {hydrated ? <p className="text-sm text-slate-600">{page.submitHint}</p> : null}
        </div>
      </form>
      <section
        aria-labelledby="estimate-result-heading"
        className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-lg lg:sticky lg:top-28"
      >
        <h2 id="estimate-result-heading" className="text-2xl font-extrabold text-brand-900">
          {page.resultHeading}
        </h2>
        <p aria-live="polite" className="sr-only">
          {view.result ? `${page.total}: ${formatInr(view.result.total)}` : ''}
        </p>
        <div className="mt-4">
          {view.result && view.query ? (
            <>
              <EstimateResultView result={view.result} validUntil={validUntil} />
              <EstimateActions
                query={view.query}
                service={view.values.size === 'office' ? 'office-shifting' : 'household-shifting'}
              />
            </>
          ) : (
            <p className="text-slate-700">{hasErrors ? page.fixFields : page.noResult}</p>
          )}
        </div>
      </section>
    </div>
  );
}
