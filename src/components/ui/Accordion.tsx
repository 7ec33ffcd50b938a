import { ChevronDown } from '@/components/ui/line-icons';

/**
 * Questions that open one at a time without any JavaScript: <details> elements sharing a
 * `name` form an exclusive group, so opening one closes the others.
 */
export function Accordion({
  name,
  items,
}: {
  name: string;
  items: readonly { question: string; answer: string }[];
}) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary
            className={
              'flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 ' +
              'text-left text-lg font-semibold text-brand-900 hover:bg-brand-50 ' +
              'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 ' +
              '[&::-webkit-details-marker]:hidden'
            }
          >
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="px-5 pb-5 text-base leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
