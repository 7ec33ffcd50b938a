import { Ruler } from '@/components/ui/line-icons';
import { TickList } from '@/components/ui/TickList';
import * as storageText from '@/content/storage';
import type { StorageOption } from '@/content/storage';
import { inPageLocale } from '@/lib/i18n/page-locale';

export function StorageOptionCards({
  options,
  nameLevel = 'h3',
}: {
  options: readonly StorageOption[];
  nameLevel?: 'h2' | 'h3';
}) {
  const { storageSizesLabel } = inPageLocale(storageText);
  const Name = nameLevel;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {options.map((option) => (
        <li
          key={option.id}
          data-testid={`storage-${option.id}`}
          className="flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
        >
          <Name className="text-xl font-bold text-brand-900">{option.title}</Name>
          <p className="mt-3 text-2xl font-extrabold text-accent-700" data-testid="price">
            {option.price}
          </p>
          <p className="mt-2 flex items-center gap-2 font-semibold text-slate-800">
            <Ruler aria-hidden="true" className="size-5 text-brand-700" />
            <span>
              <span className="sr-only">{storageSizesLabel}</span>
              {option.sizes}
            </span>
          </p>
          <p className="mt-4 text-slate-700">{option.text}</p>
          <TickList items={option.points} className="mt-5 space-y-2.5" />
        </li>
      ))}
    </ul>
  );
}
