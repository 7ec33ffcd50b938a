/** The move day's rules as data: arrival windows and the largest crew (checked at start). */

/** Two-hour arrival windows; the id is the start (HH:MM), so the ids sort as times do. */
export const moveSlots = [
  { id: '07:00', label: '7–9 am' },
  { id: '09:00', label: '9–11 am' },
  { id: '11:00', label: '11 am–1 pm' },
  { id: '13:00', label: '1–3 pm' },
  { id: '15:00', label: '3–5 pm' },
  { id: '17:00', label: '5–7 pm' },
  { id: '19:00', label: '7–9 pm' },
] as const satisfies readonly { id: string; label: string }[];

/** The most people one move sends (crewRule in content/inventory.ts: 8 per truck, a few trucks). */
export const MAX_CREW = 30;
