import type { Feature } from '@/content/service-pages';
import { Icon } from '@/components/ui/Icon';
import { TickList } from '@/components/ui/TickList';

export function FeatureCards({ items }: { items: readonly Feature[] }) {
  const columns = items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
          {item.points ? <TickList items={item.points} className="mt-4 space-y-2" /> : null}
        </li>
      ))}
    </ul>
  );
}
