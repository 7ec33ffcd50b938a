import type { Step } from '@/content/service-pages';

/** Numbered steps; the order is the meaning, so it is an ordered list. */
export function StepList({ items }: { items: readonly Step[] }) {
  const columns =
    items.length === 4
      ? 'lg:grid-cols-4'
      : items.length === 3
        ? 'lg:grid-cols-3'
        : 'lg:grid-cols-5';
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {items.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-accent-600 text-lg font-extrabold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
