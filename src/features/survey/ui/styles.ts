/** Class strings of the survey's controls (staff lead page and /track share them). */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const chip = `inline-flex min-h-11 items-center rounded-full border border-brand-300 bg-brand-50 px-3.5 text-sm font-semibold text-brand-900 hover:bg-brand-100 ${focusRing}`;

export const stepButton = `inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white text-xl leading-none font-bold text-slate-800 hover:bg-slate-100 ${focusRing}`;

export const textControl =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-600 focus:outline-none';
