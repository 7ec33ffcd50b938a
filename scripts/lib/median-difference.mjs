// How far two builds' medians in one bench run stand apart, and whether that is more than the
// run's own noise. A phone load moves by ±100 ms from one try to the next, so a design that moves
// a median by 30 ms at 5–7 loads reads as better or worse by chance; an interval says which.

/**
 * The median of the numbers in `values` (others, such as a failed load's null, are left out);
 * of an even count, the upper middle one, as every bench has always taken it.
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/** A small seeded generator (mulberry32), so one run's interval can be reproduced. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `compare(median(a), median(b))` with its bootstrap interval: both samples drawn again with
 * replacement `rounds` times, and the central `confidence` share of the results kept. Null when
 * either sample has no number.
 */
function bootstrap(a, b, compare, { rounds = 2000, confidence = 0.9, seed = 1 } = {}) {
  const first = a.filter((value) => typeof value === 'number');
  const second = b.filter((value) => typeof value === 'number');
  if (!first.length || !second.length) return null;
  const random = seeded(seed);
  const resample = (sample) => sample.map(() => sample[Math.floor(random() * sample.length)]);
  const results = Array.from({ length: rounds }, () =>
    compare(median(resample(first)), median(resample(second))),
  ).sort((x, y) => x - y);
  const tail = Math.floor(((1 - confidence) / 2) * rounds);
  return { low: results[tail], high: results[rounds - 1 - tail] };
}

/** `median(b) − median(a)` with its bootstrap interval (`low`, `high`); see `bootstrap`. */
export function medianDifference(a, b, options) {
  const interval = bootstrap(a, b, (x, y) => y - x, options);
  return interval && { difference: median(b) - median(a), ...interval };
}

/**
 * `median(b) / median(a)` with its bootstrap interval: how many times the floor's (`a`) a
 * route's (`b`) median is, and how far the run's own loads let that move.
 */
export function medianRatio(a, b, options) {
  const interval = bootstrap(a, b, (x, y) => y / x, options);
  return interval && { ratio: median(b) / median(a), ...interval };
}

/**
 * Where a figure stands against a goal it must not exceed, given its interval: `meets` when
 * the whole interval is within it, `misses` when the whole interval is over it, and
 * `undecided` when the goal lies inside the interval, so that the run's loads cannot tell.
 */
export function againstGoal({ low, high }, goal) {
  if (high <= goal) return 'meets';
  if (low > goal) return 'misses';
  return 'undecided';
}
