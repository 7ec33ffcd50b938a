import { CircleCheck, CircleX } from '@/components/ui/line-icons';

/** A two-column list: ticks for what is included, crosses for what is not. */
export function Checklist({
  items,
  excluded = false,
}: {
  items: readonly string[];
  excluded?: boolean;
}) {
  const Mark = excluded ? CircleX : CircleCheck;
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg text-slate-800">
          <Mark
            aria-hidden="true"
            className={`mt-1 size-5 shrink-0 ${excluded ? 'text-red-700' : 'text-green-700'}`}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
