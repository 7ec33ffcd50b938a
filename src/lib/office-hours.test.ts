import { describe, expect, it } from 'vitest';
import { officeHours } from '@/settings/office-hours';
import { officeMinutesBefore, officeMinutesBetween, overdueBefore } from './office-hours';

// India time written out, so each row reads as the office does. Mon–Sat 09:00–19:00 IST,
// Sundays and the content's holidays closed (2026-10-02, a Friday, is one).
const ist = (text: string) => new Date(`${text}:00+05:30`);

const between = [
  { name: 'inside one morning', from: '2026-11-26T10:00', to: '2026-11-26T10:25', minutes: 25 },
  {
    name: 'a lead before opening counts from 09:00',
    from: '2026-11-26T07:30',
    to: '2026-11-26T09:20',
    minutes: 20,
  },
  {
    name: 'the night does not count',
    from: '2026-11-26T18:50',
    to: '2026-11-27T09:15',
    minutes: 25,
  },
  {
    name: 'a lead sent at night, answered before opening',
    from: '2026-11-26T22:00',
    to: '2026-11-27T08:59',
    minutes: 0,
  },
  {
    name: 'Saturday evening to Monday morning skips Sunday',
    from: '2026-11-28T18:45',
    to: '2026-11-30T09:10',
    minutes: 25,
  },
  {
    name: 'a whole Sunday is nothing',
    from: '2026-11-29T00:00',
    to: '2026-11-30T00:00',
    minutes: 0,
  },
  {
    name: 'a holiday is closed (Gandhi Jayanti, a Friday)',
    from: '2026-10-01T18:40',
    to: '2026-10-03T09:05',
    minutes: 25,
  },
  {
    name: 'a full working week',
    from: '2026-11-23T00:00',
    to: '2026-11-30T00:00',
    minutes: 6 * 600,
  },
  {
    name: 'answered before it arrived (clock skew) is zero',
    from: '2026-11-26T10:00',
    to: '2026-11-26T09:00',
    minutes: 0,
  },
  {
    name: 'across midnight UTC (05:30 IST)',
    from: '2026-11-26T18:00',
    to: '2026-11-27T10:00',
    minutes: 120,
  },
];

describe('office minutes between two instants (India time)', () => {
  it.each(between)('$name: $minutes', ({ from, to, minutes }) => {
    expect(officeMinutesBetween(ist(from), ist(to))).toBe(minutes);
  });
});

const before = [
  { name: 'mid-morning', now: '2026-11-26T11:00', at: '2026-11-26T10:30' },
  {
    name: 'just after opening reaches back into the evening before',
    now: '2026-11-27T09:10',
    at: '2026-11-26T18:40',
  },
  {
    name: 'Monday morning reaches back to Saturday',
    now: '2026-11-30T09:05',
    at: '2026-11-28T18:35',
  },
  {
    name: 'on a Sunday, Saturday’s last half hour',
    now: '2026-11-29T15:00',
    at: '2026-11-28T18:30',
  },
  {
    name: 'the day after a holiday reaches back over it',
    now: '2026-10-03T09:00',
    at: '2026-10-01T18:30',
  },
];

describe('the instant before which a new lead is overdue', () => {
  it.each(before)('$name', ({ now, at }) => {
    expect(officeMinutesBefore(ist(now), 30).toISOString()).toBe(ist(at).toISOString());
  });

  it('agrees with officeMinutesBetween at every minute of a week: overdue exactly when 30 office minutes have passed', () => {
    const now = ist('2026-11-30T09:12');
    const cut = overdueBefore(now).getTime();
    for (let t = ist('2026-11-23T00:00').getTime(); t <= now.getTime(); t += 60_000) {
      const passed = officeMinutesBetween(new Date(t), now) >= officeHours.answerWithinMinutes;
      expect(t <= cut, new Date(t).toISOString()).toBe(passed);
    }
  });

  it('an office that never opens puts nothing overdue', () => {
    const closed = { days: {}, holidays: [], answerWithinMinutes: 30 };
    expect(officeMinutesBefore(ist('2026-11-26T12:00'), 30, closed).getTime()).toBe(0);
  });
});
