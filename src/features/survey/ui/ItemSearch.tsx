'use client';

import { useId, useRef, useState } from 'react';
import { surveyEditorTexts as t } from '@/features/survey/content/survey';
import type { CatalogueItem } from '@/features/survey/content/inventory';
import { searchCatalogue } from '@/features/survey/search';
import { focusRing, textControl } from './styles';

/**
 * Type three letters, tap the item: it goes into the room, the box empties and keeps focus,
 * so the next item is three more letters and one tap. Enter takes the first match.
 */
export function ItemSearch({
  room,
  autoFocus,
  onPick,
}: {
  room: string;
  autoFocus: boolean;
  onPick: (item: CatalogueItem) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const results = searchCatalogue(query);
  const pick = (item: CatalogueItem) => {
    onPick(item);
    setQuery('');
    // The tapped result goes away with the query: focus goes back to the box for the next item.
    input.current?.focus();
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t.searchLabel(room)}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        // The room's search opens with the keyboard up, so adding a room and its first item
        // is one tap and three letters.
        autoFocus={autoFocus}
        autoComplete="off"
        enterKeyHint="done"
        placeholder={t.searchPlaceholder}
        aria-describedby={`${id}-hint`}
        className={textControl}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (results[0]) pick(results[0]);
          }
        }}
      />
      <p id={`${id}-hint`} className="sr-only">
        {t.searchHint}
      </p>
      <p role="status" className="sr-only">
        {query.trim().length >= 2 ? t.matches(results.length) : ''}
      </p>
      {query.trim().length >= 2 ? (
        results.length > 0 ? (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-md border border-slate-300">
            {results.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-label={t.addItem(item.name)}
                  className={`flex min-h-11 w-full items-center justify-between gap-3 bg-white px-3 py-2 text-left hover:bg-brand-50 ${focusRing}`}
                  onClick={() => pick(item)}
                >
                  <span className="font-medium text-slate-900">{item.name}</span>
                  <span className="shrink-0 text-sm text-slate-600">{t.cft(item.cft)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{t.noMatch(query.trim())}</p>
        )
      ) : null}
    </div>
  );
}
