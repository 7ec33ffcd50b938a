import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps';

const at = (day: number) => `2030-03-0${day}T05:00:00.000Z`;

describe('timelineSteps', () => {
  it('shows a new request as received, with three steps to come', () => {
    expect(timelineSteps('new', [{ status: 'new', at: at(1) }])).toEqual([
      { status: 'new', state: 'current', at: at(1) },
      { status: 'contacted', state: 'upcoming' },
      { status: 'booked', state: 'upcoming' },
      { status: 'done', state: 'upcoming' },
    ]);
  });

  it('dates each step reached and marks the status now as current', () => {
    const history = [
      { status: 'new' as const, at: at(1) },
      { status: 'contacted' as const, at: at(2) },
      { status: 'booked' as const, at: at(3) },
    ];
    expect(timelineSteps('booked', history)).toEqual([
      { status: 'new', state: 'done', at: at(1) },
      { status: 'contacted', state: 'done', at: at(2) },
      { status: 'booked', state: 'current', at: at(3) },
      { status: 'done', state: 'upcoming' },
    ]);
  });

  it('counts a skipped step as passed, without a date', () => {
    const steps = timelineSteps('booked', [
      { status: 'new', at: at(1) },
      { status: 'booked', at: at(4) },
    ]);
    expect(steps[1]).toEqual({ status: 'contacted', state: 'done' });
    expect(steps[2]).toEqual({ status: 'booked', state: 'current', at: at(4) });
  });

  it('puts a step that was undone back among those to come, and keeps the latest date', () => {
    const steps = timelineSteps('contacted', [
      { status: 'new', at: at(1) },
      { status: 'contacted', at: at(2) },
      { status: 'booked', at: at(3) },
      { status: 'contacted', at: at(5) },
    ]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(steps[1]?.at).toBe(at(5));
  });

  it('ends a cancelled request at "cancelled" after the steps it had reached', () => {
    expect(
      timelineSteps('cancelled', [
        { status: 'new', at: at(1) },
        { status: 'contacted', at: at(2) },
        { status: 'cancelled', at: at(3) },
      ]),
    ).toEqual([
      { status: 'new', state: 'done', at: at(1) },
      { status: 'contacted', state: 'done', at: at(2) },
      { status: 'cancelled', state: 'current', at: at(3) },
    ]);
  });
});
