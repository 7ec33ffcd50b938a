import { CircleCheck } from 'lucide-react';

export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg text-slate-800">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
