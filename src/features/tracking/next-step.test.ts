import { describe, expect, it } from 'vitest';
import * as english from './content';
import * as hindi from './content.hi';
import * as odia from './content.or';
import { trackNextStep } from './next-step';
import type { TrackedRequest } from './types';

const booking = (
  status: TrackedRequest['status'],
  kinds: NonNullable<TrackedRequest['milestones']>[number]['kind'][] = [],
): TrackedRequest => ({
  reference: 'BK-7Q2M9X',
  language: 'en',
  kind: 'booking',
  status,
  createdAt: '2026-12-01T04:00:00.000Z',
  timeline: [],
  ...(kinds.length
    ? { milestones: kinds.map((kind) => ({ kind, at: '2026-12-05T04:00:00Z' })) }
    : {}),
});

describe('/track’s “What happens next” on the move day', () => {
  it('follows the crew’s last step, not only the status; delivered points to the proof, claims and review', () => {
    expect(trackNextStep(booking('booked'), english)).toBe(english.trackNextSteps.booking.booked);
    expect(trackNextStep(booking('booked', ['arrived', 'packed', 'loaded']), english)).toBe(
      english.trackMoveDayNext.loaded,
    );
    const delivered = booking('booked', ['arrived', 'loaded', 'reached', 'delivered']);
    for (const status of ['booked', 'done'] as const) {
      const text = trackNextStep({ ...delivered, status }, english);
      expect(text).toContain('proof of delivery is below');
      expect(text).toMatch(/within \d+ days of delivery/);
      expect(text).toContain('review');
    }
    // A cancelled move, or one done before its last step, keeps its status's words.
    expect(trackNextStep({ ...delivered, status: 'cancelled' }, english)).toBe(
      english.trackNextSteps.booking.cancelled,
    );
    expect(trackNextStep(booking('done', ['arrived']), english)).toBe(
      english.trackNextSteps.booking.done,
    );
  });

  it.each([
    ['hi', hindi],
    ['or', odia],
  ] as const)('is written in %s for every step', (_, local) => {
    for (const [kind, text] of Object.entries(english.trackMoveDayNext)) {
      const translated = local.trackMoveDayNext[kind as keyof typeof english.trackMoveDayNext];
      expect(translated).toBeTruthy();
      expect(translated).not.toBe(text);
      expect(translated).not.toMatch(/[A-Za-z]{4,}/);
    }
    expect(trackNextStep(booking('booked', ['delivered']), local)).toBe(
      local.trackMoveDayNext.delivered,
    );
  });
});
