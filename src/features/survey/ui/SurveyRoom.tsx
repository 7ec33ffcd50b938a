'use client';

import { memo } from 'react';
import { surveyEditorTexts as t } from '@/features/survey/content/survey';
import type { CatalogueItem } from '@/features/survey/content/inventory';
import { catalogueItem } from '@/features/survey/load';
import { scriptOnlyClass } from '@/lib/use-hydrated';
import { ItemSearch } from './ItemSearch';
import { focusRing, stepButton } from './styles';

/** A line as the editor holds it: the quantity as typed, checked on Save. */
export interface DraftLine {
  itemId: string;
  qty: string;
}
export interface DraftRoom {
  key: string;
  name: string;
  items: DraftLine[];
}

export interface RoomActions {
  activate(key: string): void;
  remove(key: string): void;
  add(key: string, item: CatalogueItem): void;
  step(key: string, itemId: string, by: 1 | -1): void;
  type(key: string, itemId: string, qty: string): void;
}

/** One room: its lines with − and + and the typed quantity, and (when active) the item search. */
export const SurveyRoom = memo(function SurveyRoom({
  room,
  active,
  hydrated,
  invalid,
  actions,
}: {
  room: DraftRoom;
  active: boolean;
  hydrated: boolean;
  invalid: ReadonlySet<string>;
  actions: RoomActions;
}) {
  const scriptOnly = scriptOnlyClass(hydrated);
  const pieces = room.items.reduce((n, line) => n + (Number(line.qty) || 0), 0);
  const headingId = `room-${room.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border p-3 ${active ? 'border-brand-500 bg-white ring-1 ring-brand-500' : 'border-slate-300 bg-white'}`}
      data-testid="survey-room"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-bold text-brand-900">
          {room.name}{' '}
          <span className="text-sm font-normal text-slate-600">· {t.roomItemCount(pieces)}</span>
        </h3>
        <button
          type="button"
          className={`min-h-11 rounded-md px-2 text-sm font-semibold text-red-800 underline-offset-2 hover:underline ${focusRing} ${scriptOnly}`}
          aria-label={t.removeRoom(room.name)}
          onClick={() => actions.remove(room.key)}
        >
          {t.removeRoomButton}
        </button>
      </div>
      {room.items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t.emptyRoom}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {room.items.map((line) => {
            const item = catalogueItem(line.itemId);
            const name = item?.name ?? line.itemId;
            const bad = invalid.has(`${room.key}:${line.itemId}`);
            return (
              <li
                key={line.itemId}
                className="flex items-center gap-2 py-2"
                data-testid="survey-line"
              >
                <div className="min-w-0 flex-1">
                  <p className="leading-snug font-medium text-slate-900">{name}</p>
                  {item ? (
                    <p className="text-xs text-slate-600">
                      {t.cftEach(item.cft)}
                      {item.fragile ? (
                        <span className="ml-1.5 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
                          {t.fragile}
                        </span>
                      ) : null}
                      {'ownCarrier' in item && item.ownCarrier ? (
                        <span className="ml-1.5 rounded bg-slate-200 px-1.5 py-0.5 font-semibold text-slate-800">
                          {t.ownCarrier}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  className={`${stepButton} ${scriptOnly}`}
                  aria-label={Number(line.qty) <= 1 ? t.remove(name) : t.less(name)}
                  onClick={() => actions.step(room.key, line.itemId, -1)}
                >
                  {Number(line.qty) <= 1 ? '×' : '−'}
                </button>
                <input
                  type="text"
                  inputMode="numeric"
                  aria-label={t.qtyLabel(name)}
                  aria-invalid={bad || undefined}
                  readOnly={!hydrated}
                  maxLength={5}
                  className={`min-h-11 w-14 rounded-md border px-1 text-center text-base font-semibold ${bad ? 'border-red-700 bg-red-50 text-red-900' : 'border-slate-400 text-slate-900'} focus:ring-2 focus:ring-brand-600 focus:outline-none`}
                  value={line.qty}
                  onChange={(event) => actions.type(room.key, line.itemId, event.target.value)}
                  onFocus={(event) => event.target.select()}
                />
                <button
                  type="button"
                  className={`${stepButton} ${scriptOnly}`}
                  aria-label={t.more(name)}
                  onClick={() => actions.step(room.key, line.itemId, 1)}
                >
                  +
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={`mt-3 ${scriptOnly}`}>
        {active ? (
          <ItemSearch
            room={room.name}
            autoFocus={hydrated}
            onPick={(item) => actions.add(room.key, item)}
          />
        ) : (
          <button
            type="button"
            className={`min-h-11 w-full rounded-md border border-dashed border-brand-400 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${focusRing}`}
            onClick={() => actions.activate(room.key)}
          >
            {t.addHere(room.name)}
          </button>
        )}
      </div>
    </section>
  );
});
