/**
 * When the office answers leads (India time): the clock "a new lead is answered within 30
 * minutes" runs only inside these hours (issue 26, point 4). Days are ISO weekdays, 1 = Monday
 * … 7 = Sunday; times are HH:MM, 24-hour. Holidays are whole days the office is closed.
 */
export const officeHours = {
  days: {
    1: { open: '09:00', close: '19:00' },
    2: { open: '09:00', close: '19:00' },
    3: { open: '09:00', close: '19:00' },
    4: { open: '09:00', close: '19:00' },
    5: { open: '09:00', close: '19:00' },
    6: { open: '09:00', close: '19:00' },
  },
  holidays: [
    // The three national holidays, and the festivals the Bhubaneswar office closes for.
    '2026-01-26',
    '2026-03-04',
    '2026-08-15',
    '2026-10-02',
    '2026-10-20',
    '2026-11-08',
    '2027-01-26',
    '2027-03-22',
    '2027-08-15',
    '2027-10-02',
    '2027-10-29',
  ],
  /** A new lead not contacted within this many office minutes is overdue. */
  answerWithinMinutes: 30,
} as const satisfies OfficeHours;

export interface OfficeHours {
  days: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, { open: string; close: string }>>;
  holidays: readonly string[];
  answerWithinMinutes: number;
}
