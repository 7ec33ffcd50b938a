import * as quotationPage from '@/features/quotation/content/quotation-page';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { formatLongDate } from '@/lib/format-date';
import type { CustomerQuotation } from '@/features/quotation/customer-view';

/** The move (date, from, to, vehicle, volume) and the surveyed goods, room by room. */
export function QuotationMove({ move, inventory }: Pick<CustomerQuotation, 'move' | 'inventory'>) {
  const { customerQuotationPage: t } = inPageLocale(quotationPage);
  const facts = [
    [t.moveDate, move.date ? formatLongDate(move.date) : null],
    [t.from, move.from],
    [t.to, move.to],
    [t.vehicle, move.vehicle],
    [t.volume, move.volumeCft ? t.volumeValue(move.volumeCft) : null],
  ] as const;
  return (
    <section aria-labelledby="move-heading" className="mt-8">
      <h2 id="move-heading" className="text-lg font-bold text-brand-900">
        {t.moveHeading}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {label}
            </dt>
            <dd className="mt-0.5 font-semibold break-words text-slate-900">{value ?? t.notYet}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-bold text-brand-900">
        {t.inventoryHeading}
        {inventory.pieces > 0 ? (
          <span className="font-normal text-slate-700"> · {t.pieces(inventory.pieces)}</span>
        ) : null}
      </h3>
      {inventory.rooms.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t.inventoryNone}</p>
      ) : (
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {inventory.rooms.map((room) => (
            <div key={room.name}>
              <p className="text-sm font-semibold text-slate-900">{room.name}</p>
              <ul className="mt-1 text-sm text-slate-700">
                {room.items.map((item) => (
                  <li
                    key={item.name}
                    className="flex justify-between border-b border-dotted border-slate-300 py-0.5"
                  >
                    <span>{item.name}</span>
                    <span className="tabular-nums">× {item.qty}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
