'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { INVENTORY_LIMITS as L } from '@/features/survey/settings';
import {
  inventoryValidation as v,
  NUMBERED_ROOM,
  roomPresets,
  surveyEditorTexts as t,
} from '@/features/survey/content/survey';
import type { CatalogueItem } from '@/features/survey/content/inventory';
import { summarise, type InventoryRoom } from '@/features/survey/load';
import { scriptOnlyClass, useHydrated } from '@/lib/use-hydrated';
import { SurveyRoom, type DraftRoom, type RoomActions } from './SurveyRoom';
import { SurveySummary } from './SurveySummary';
import { chip, focusRing, textControl } from './styles';

// Keys made from the position the server rendered, so the server's HTML and the first render
// in the browser agree (the heading ids are built from them); later rooms count on from there.
const keyed = (room: InventoryRoom, key: string): DraftRoom => ({
  key,
  name: room.name,
  items: room.items.map((line) => ({ itemId: line.itemId, qty: String(line.qty) })),
});

/** The next free name for a preset: Bedroom 1, Bedroom 2…; Kitchen, then Kitchen 2. */
function roomName(preset: string, taken: readonly DraftRoom[]): string {
  const names = new Set(taken.map((room) => room.name.toLowerCase()));
  if (preset !== NUMBERED_ROOM && !names.has(preset.toLowerCase())) return preset;
  for (let n = preset === NUMBERED_ROOM ? 1 : 2; ; n++)
    if (!names.has(`${preset} ${n}`.toLowerCase())) return `${preset} ${n}`;
}

/** A quantity as typed: a whole number from 1 to 999, or the message that says why not. */
function qtyProblem(qty: string): string | null {
  if (!/^\d+$/.test(qty.trim())) return v.qtyWhole;
  const n = Number(qty);
  return n < L.qtyMin || n > L.qtyMax ? v.qtyRange : null;
}

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

/**
 * The survey: rooms in one tap, items by three letters and a tap, − and + for quantities, and
 * the load, vehicle and crew worked out as it is typed. Save sends the whole list to
 * `endpoint` (PUT; the staff API or the customer's /api/track/inventory with `extraBody`). The
 * server's HTML shows the saved list, so without JavaScript it can at least be read.
 */
export function SurveyEditor({
  initialRooms,
  savedNote,
  endpoint,
  extraBody,
  refreshAfterSave = false,
  barOffset = 'bottom-2',
}: {
  initialRooms: InventoryRoom[];
  /** "Last saved … by …", made on the server (India time). */
  savedNote: string | null;
  endpoint: string;
  extraBody?: Record<string, string>;
  /** Staff: re-render the page after a save, so its history shows the change. */
  refreshAfterSave?: boolean;
  /** Where the sticky bar stops: above the public pages' floating WhatsApp button there. */
  barOffset?: string;
}) {
  const hydrated = useHydrated();
  const router = useRouter();
  const otherId = useId();
  const [rooms, setRooms] = useState<DraftRoom[]>(() =>
    initialRooms.map((room, i) => keyed(room, `r${i}`)),
  );
  const nextKey = useRef(initialRooms.length);
  const [active, setActive] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  const change = useCallback((update: (rooms: DraftRoom[]) => DraftRoom[]) => {
    setRooms(update);
    setDirty(true);
    setStatus((s) => (s.kind === 'saved' ? { kind: 'idle' } : s));
  }, []);

  const actions = useMemo<RoomActions>(
    () => ({
      activate: setActive,
      remove: (key) => change((all) => all.filter((room) => room.key !== key)),
      add: (key, item: CatalogueItem) =>
        change((all) =>
          all.map((room) => {
            if (room.key !== key) return room;
            const found = room.items.find((line) => line.itemId === item.id);
            if (!found) return { ...room, items: [...room.items, { itemId: item.id, qty: '1' }] };
            const qty = String(Math.min(L.qtyMax, (Number(found.qty) || 0) + 1));
            return {
              ...room,
              items: room.items.map((line) => (line === found ? { ...line, qty } : line)),
            };
          }),
        ),
      step: (key, itemId, by) =>
        change((all) =>
          all.map((room) => {
            if (room.key !== key) return room;
            const items = room.items.flatMap((line) => {
              if (line.itemId !== itemId) return [line];
              const qty = (Number(line.qty) || 0) + by;
              if (qty < L.qtyMin) return [];
              return [{ ...line, qty: String(Math.min(L.qtyMax, qty)) }];
            });
            return { ...room, items };
          }),
        ),
      type: (key, itemId, qty) =>
        change((all) =>
          all.map((room) =>
            room.key !== key
              ? room
              : {
                  ...room,
                  items: room.items.map((line) =>
                    line.itemId === itemId ? { ...line, qty: qty.replace(/[^\d]/g, '') } : line,
                  ),
                },
          ),
        ),
    }),
    [change],
  );

  const addRoom = (preset: string) => {
    const name = preset.trim().slice(0, L.roomName);
    if (!name || rooms.length >= L.rooms) return;
    const room: DraftRoom = {
      key: `r${nextKey.current++}`,
      name: roomName(name, rooms),
      items: [],
    };
    change((all) => [...all, room]);
    setActive(room.key);
  };

  // Leaving with changes not saved: the browser asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const asSent = (draft: DraftRoom[]): InventoryRoom[] =>
    draft.map((room) => ({
      name: room.name,
      items: room.items.map((line) => ({ itemId: line.itemId, qty: Number(line.qty) || 0 })),
    }));
  const summary = summarise(asSent(rooms));

  async function save() {
    const bad = new Set<string>();
    let problem: string | null = null;
    for (const room of rooms)
      for (const line of room.items) {
        const why = qtyProblem(line.qty);
        if (why) {
          bad.add(`${room.key}:${line.itemId}`);
          problem ??= why;
        }
      }
    setInvalid(bad);
    if (problem) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const response = await fetch(endpoint, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...extraBody, rooms: asSent(rooms) }),
      });
      const body = (await response.json().catch(() => null)) as {
        rooms?: InventoryRoom[];
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (!response.ok || !body?.rooms) {
        const message = body?.error?.fields?.rooms ?? body?.error?.message ?? t.failed;
        setStatus({ kind: 'error', message });
        return;
      }
      setRooms(body.rooms.map((room) => keyed(room, `r${nextKey.current++}`)));
      setActive(null);
      setDirty(false);
      setStatus({ kind: 'saved' });
      if (refreshAfterSave) router.refresh();
    } catch {
      setStatus({ kind: 'error', message: t.offline });
    }
  }

  const scriptOnly = scriptOnlyClass(hydrated);
  const used = new Set(rooms.map((room) => room.name.toLowerCase()));
  return (
    <div className="space-y-4" data-testid="survey-editor">
      <p className="hidden text-sm text-slate-700 noscript:block">{t.noScript}</p>

      <div className={scriptOnly}>
        <h3 className="text-sm font-semibold text-slate-800">{t.addRoomHeading}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {roomPresets.map((preset) =>
            preset !== NUMBERED_ROOM && used.has(preset.toLowerCase()) ? null : (
              <li key={preset}>
                <button type="button" className={chip} onClick={() => addRoom(preset)}>
                  <span aria-hidden="true">+&nbsp;</span>
                  <span className="sr-only">{t.addRoomPrefix}</span>
                  {preset === NUMBERED_ROOM ? roomName(preset, rooms) : preset}
                </button>
              </li>
            ),
          )}
        </ul>
        <form
          className="mt-3 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            addRoom(other);
            setOther('');
          }}
        >
          <label htmlFor={otherId} className="sr-only">
            {t.otherRoomLabel}
          </label>
          <input
            id={otherId}
            className={textControl}
            placeholder={t.otherRoomLabel}
            maxLength={L.roomName}
            value={other}
            onChange={(event) => setOther(event.target.value)}
          />
          <button
            type="submit"
            className={`min-h-11 shrink-0 rounded-md border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-100 ${focusRing}`}
          >
            {t.otherRoomAdd}
          </button>
        </form>
      </div>

      {rooms.length === 0 ? <p className="text-slate-700">{t.noRooms}</p> : null}
      <div className="space-y-3">
        {rooms.map((room) => (
          <SurveyRoom
            key={room.key}
            room={room}
            active={active === room.key}
            hydrated={hydrated}
            invalid={invalid}
            actions={actions}
          />
        ))}
      </div>

      <div
        className={`sticky ${barOffset} z-10 rounded-lg border border-slate-300 bg-white/95 px-3 py-3 shadow-[0_-2px_12px_rgba(15,23,42,0.12)] backdrop-blur`}
      >
        <SurveySummary summary={summary} />
        <div className="mt-2 flex items-center gap-3">
          <button
            type="button"
            className={`min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${focusRing} ${scriptOnly}`}
            disabled={status.kind === 'saving'}
            onClick={() => void save()}
          >
            {status.kind === 'saving' ? t.saving : t.save}
          </button>
          <p role="status" className="text-sm text-slate-700">
            {status.kind === 'saved' ? t.saved : dirty ? t.unsaved : (savedNote ?? '')}
          </p>
        </div>
        <div
          role="alert"
          className={
            status.kind === 'error'
              ? 'mt-2 rounded-md border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
              : undefined
          }
        >
          {status.kind === 'error' ? status.message : null}
        </div>
      </div>
    </div>
  );
}
