/** Class strings shared by the staff area's controls (focus ring as on the public site). */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export const smallButton =
  `inline-flex min-h-11 items-center justify-center rounded-md px-3 py-1.5 text-sm font-semibold ${focusRing} ` +
  'transition-colors';

export const primarySmall = `${smallButton} bg-brand-700 text-white hover:bg-brand-800`;
export const secondarySmall = `${smallButton} border border-slate-400 bg-white text-slate-800 hover:bg-slate-100`;
export const dangerSmall = `${smallButton} border border-red-700 bg-white text-red-800 hover:bg-red-50`;
export const dangerSolid = `${smallButton} bg-red-700 text-white hover:bg-red-800`;

export const controlClass =
  'block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 ' +
  'focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600';

export const statusBadge = {
  new: 'bg-amber-100 text-amber-900 ring-amber-300',
  contacted: 'bg-sky-100 text-sky-900 ring-sky-300',
  booked: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  done: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-slate-200 text-slate-800 ring-slate-300',
} as const;
