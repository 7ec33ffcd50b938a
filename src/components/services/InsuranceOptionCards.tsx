import { ShieldCheck } from '@/components/ui/line-icons';
import { TickList } from '@/components/ui/TickList';
import type { InsuranceOption } from '@/content/insurance';

export function InsuranceOptionCards({
  options,
  nameLevel = 'h3',
}: {
  options: readonly InsuranceOption[];
  nameLevel?: 'h2' | 'h3';
}) {
  const Name = nameLevel;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {options.map((option, index) => (
        <li
          key={option.id}
          data-testid={`insurance-${option.id}`}
          className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ShieldCheck aria-hidden="true" className={index === 2 ? 'size-7' : 'size-6'} />
          </span>
          <Name className="mt-4 text-xl font-bold text-brand-900">{option.title}</Name>
          <p className="mt-2 text-xl font-extrabold text-accent-700" data-testid="price">
            {option.rate}
          </p>
          <p className="mt-4 text-slate-700">{option.text}</p>
          <TickList items={option.points} className="mt-5 space-y-2.5" />
        </li>
      ))}
    </ul>
  );
}
