import { Check, CircleCheck } from '@/components/ui/line-icons';

/** A list whose every item starts with a green tick (plain, or in a circle). */
export function TickList({
  items,
  className = 'space-y-3',
  itemClassName = 'text-slate-800',
  circled = false,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  circled?: boolean;
}) {
  const Mark = circled ? CircleCheck : Check;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2.5 ${itemClassName}`}>
          <Mark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
