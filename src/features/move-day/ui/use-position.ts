'use client';

import { useCallback, useEffect, useRef } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** A position older than this is not where the step happened. */
const FRESH_MS = 10 * 60_000;

/**
 * Where the phone is, when it tells (issue 47: "where the phone allows"): asked once when the
 * sheet opens and again after each step, never waited for. A step sends the last position
 * known if it is fresh, else none; a phone that refuses, has no GPS or no secure page (http)
 * simply sends none.
 */
export function useLastPosition(): () => Position | undefined {
  const last = useRef<{ at: number; position: Position } | undefined>(undefined);
  const ask = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        last.current = {
          at: Date.now(),
          position: {
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: Math.min(Math.round(coords.accuracy * 10) / 10, 100_000),
          },
        };
      },
      () => {},
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 20_000 },
    );
  }, []);
  useEffect(ask, [ask]);
  return useCallback(() => {
    const known = last.current;
    ask();
    return known && Date.now() - known.at < FRESH_MS ? known.position : undefined;
  }, [ask]);
}
