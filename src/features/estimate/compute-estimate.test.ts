import { describe, expect, it } from 'vitest';
import { citySlugs } from '@/content/cities';
import { cityDistancePairs } from '@/features/estimate/settings/city-distances';
import { homeSizes, tariff } from '@/features/estimate/settings/tariff';
import { computeEstimate, resolveDistance, type EstimateInput } from './compute-estimate';
import { randomEstimateInput, seededRandom } from './generate-inputs';
import { typicalMove } from '@/lib/city-pages/city-prices';

const twoBhk: EstimateInput = { size: '2bhk', from: 'mumbai', to: 'pune', ...typicalMove };

const amountOf = (input: EstimateInput, prefix: string) =>
  computeEstimate(input).lines.find((line) => line.label.startsWith(prefix))?.amount;

describe('computeEstimate: the sums', () => {
  it('itemises a Mumbai → Pune 2 BHK from the tariff, line by line', () => {
    const result = computeEstimate(twoBhk);
    // 150 km: ₹1,500 for the first 10 km, 40 km at ₹40, 100 km at ₹14.
    expect(result.lines).toEqual([
      { label: 'Packing, loading and unloading: 2 BHK home', amount: 5_500 },
      { label: 'Transport by closed truck, 150 km', amount: 1_500 + 40 * 40 + 100 * 14 },
    ]);
    expect(result).toMatchObject({ currency: 'INR', subtotal: 10_000, gst: 1_800, total: 11_800 });
    expect(result.low).toBe(10_600); // 11,800 × 0.9 = 10,620 → down to ₹100
    expect(result.high).toBe(13_600); // 11,800 × 1.15 = 13,570 → up to ₹100
    expect(result.assumptions[0]).toBe(
      'Road distance Mumbai to Pune: about 150 km, from our city-to-city table.',
    );
  });

  it('adds every extra as its own line: premium packing, stairs, vehicles, insurance', () => {
    const result = computeEstimate({
      ...twoBhk,
      packing: 'premium',
      floorFrom: 3,
      liftFrom: false,
      floorTo: 2,
      liftTo: false,
      cars: 1,
      carType: 'hatchback',
      bikes: 2,
      bikeType: 'standard',
      declaredValue: 300_000,
    });
    const amounts = Object.fromEntries(result.lines.map((line) => [line.label, line.amount]));
    expect(amounts).toMatchObject({
      'Premium packing: multi-layer wrap and crates for fragile items': 4_000,
      'Stairs at pick-up: 3 floors without a lift': 3 * 400,
      'Stairs at delivery: 2 floors without a lift': 2 * 400,
      'Car transport on a closed carrier: 1 × Hatchback': 2_500 + 100 * 9,
      'Two-wheeler transport: 2 × Bike or scooter': 2 * Math.round(900 + 100 * 2.2),
      'Transit insurance: 2 % of ₹3,00,000 declared': 6_000,
    });
    expect(result.assumptions.join(' ')).not.toContain('No transit insurance');
  });

  it('leaves out stairs where there is a lift, and names missing insurance among the assumptions', () => {
    const result = computeEstimate({
      ...twoBhk,
      floorFrom: 7,
      liftFrom: true,
      floorTo: 4,
      liftTo: true,
    });
    expect(result.lines.map((line) => line.label).join()).not.toContain('Stairs');
    expect(result.assumptions).toContain(
      'No transit insurance: declare the value of your goods to add cover at 2 % of it.',
    );
  });

  it('rounds GST to the nearest rupee, halves up', () => {
    // A subtotal ending in …25 gives GST ending in .5: 18 % of 7,025 = 1,264.5 → 1,265.
    const input: EstimateInput = {
      ...twoBhk,
      from: 'pune',
      to: 'pune',
      km: 10,
      declaredValue: 1_250,
    };
    const result = computeEstimate(input);
    expect(result.subtotal).toBe(5_500 + 1_500 + 25);
    expect(result.gst).toBe(1_265);
    expect(result.total).toBe(8_290);
  });

  it('prices an office by its seats', () => {
    const ten = computeEstimate({ ...twoBhk, size: 'office', seats: 10 });
    expect(ten.lines[0]).toEqual({
      label: 'Packing, loading and unloading: office of 10 seats',
      amount: 1_500 + 10 * 400,
    });
    expect(computeEstimate({ ...twoBhk, size: 'office', seats: 11 }).total).toBeGreaterThan(
      ten.total,
    );
  });

  it('holds the sums for 2,000 generated inputs', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 2_000; i++) {
      const input = randomEstimateInput(random);
      const result = computeEstimate(input);
      const lineSum = result.lines.reduce((sum, line) => sum + line.amount, 0);
      const holds =
        result.subtotal === lineSum &&
        result.gst === Math.round(result.subtotal * 0.18) &&
        result.total === result.subtotal + result.gst &&
        result.low <= result.total &&
        result.total <= result.high &&
        result.lines.every((line) => Number.isInteger(line.amount) && line.amount > 0);
      if (!holds) expect.fail(`the sums do not hold: ${JSON.stringify({ input, result })}`);
    }
  });
});

describe('computeEstimate: properties over generated inputs', () => {
  const cases = 1_500;
  const never = (name: string, change: (input: EstimateInput) => EstimateInput | undefined) => {
    it(name, () => {
      const random = seededRandom(name.length * 7919);
      let compared = 0;
      for (let i = 0; i < cases; i++) {
        const input = randomEstimateInput(random);
        const bigger = change(input);
        if (!bigger) continue;
        compared++;
        if (computeEstimate(bigger).total < computeEstimate(input).total) {
          expect.fail(`costs less: ${JSON.stringify({ input, bigger })}`);
        }
      }
      expect(compared).toBeGreaterThan(cases / 10);
    });
  };

  never('a bigger home never costs less', (input) => {
    const index = homeSizes.indexOf(input.size as (typeof homeSizes)[number]);
    const next = homeSizes[index + 1];
    return index >= 0 && next ? { ...input, size: next } : undefined;
  });
  never('an office with more seats never costs less', (input) =>
    input.size === 'office'
      ? { ...input, seats: (input.seats ?? 1) + 1 + (input.floorFrom % 20) }
      : undefined,
  );
  never('a longer distance never costs less', (input) => {
    const resolved = resolveDistance(input);
    if (!resolved || resolved.source === 'table') return undefined;
    return {
      ...input,
      km: Math.min(tariff.limits.maxKm, resolved.km + 1 + ((input.floorTo * 37) % 900)),
    };
  });
  never('a floor without a lift never costs less than the same floor with one', (input) =>
    input.liftFrom || input.liftTo ? { ...input, liftFrom: false, liftTo: false } : undefined,
  );
  never('a higher floor without a lift never costs less', (input) =>
    input.floorFrom < tariff.limits.maxFloor
      ? { ...input, floorFrom: input.floorFrom + 1 }
      : undefined,
  );
  never('premium packing never costs less than standard', (input) =>
    input.packing === 'standard' ? { ...input, packing: 'premium' } : undefined,
  );
  never('one more car never costs less', (input) => ({ ...input, cars: input.cars + 1 }));
  never('one more bike never costs less', (input) => ({ ...input, bikes: input.bikes + 1 }));
  never('a higher declared value never costs less', (input) => ({
    ...input,
    declaredValue: input.declaredValue + 1_000,
  }));

  it('a longer listed route never costs less than a shorter one', () => {
    const byKm = [...cityDistancePairs].sort((a, b) => a[2] - b[2]);
    const totals = byKm.map(([from, to]) => computeEstimate({ ...twoBhk, from, to }).total);
    for (let i = 1; i < totals.length; i++)
      expect(totals[i]).toBeGreaterThanOrEqual(totals[i - 1] ?? 0);
  });
});

describe('computeEstimate: the distance', () => {
  it('takes a listed route from the table, both ways, ignoring a km given with it', () => {
    expect(resolveDistance({ from: 'delhi', to: 'jaipur' })).toEqual({ km: 290, source: 'table' });
    expect(resolveDistance({ from: 'jaipur', to: 'delhi', km: 5 })).toEqual({
      km: 290,
      source: 'table',
    });
  });

  it('prices a move within one city at the km given, or an average cross-town move', () => {
    expect(resolveDistance({ from: 'pune', to: 'pune', km: 32 })).toEqual({
      km: 32,
      source: 'within-city',
    });
    expect(resolveDistance({ from: 'pune', to: 'pune' })).toEqual({
      km: 15,
      source: 'within-city',
    });
    expect(computeEstimate({ ...twoBhk, to: 'mumbai' }).assumptions[0]).toBe(
      'A move within Mumbai of about 15 km.',
    );
  });

  it('prices a move to an unlisted place by the km given', () => {
    expect(resolveDistance({ from: 'pune', km: 410 })).toEqual({ km: 410, source: 'given' });
    expect(resolveDistance({ km: 410 })).toEqual({ km: 410, source: 'given' });
    expect(resolveDistance({ from: 'pune' })).toBeUndefined();
    expect(() => computeEstimate({ ...twoBhk, to: undefined })).toThrow(RangeError);
  });

  it('has every pair of the 13 cities once', () => {
    const keys = cityDistancePairs.map(([a, b]) => [a, b].sort().join('|'));
    expect(new Set(keys).size).toBe((citySlugs.length * (citySlugs.length - 1)) / 2);
    expect(keys).toHaveLength(new Set(keys).size);
  });
});

describe('computeEstimate: lands inside the published ranges (research file)', () => {
  const total = (size: EstimateInput['size'], km: number) =>
    computeEstimate({ ...twoBhk, size, from: undefined, to: undefined, km }).total;
  // [size, km, low, high]: an Indian mover's interstate corridors.
  const corridors = [
    ['1bhk', 340, 7_500, 12_000],
    ['2bhk', 340, 11_000, 18_000],
    ['3bhk', 340, 18_000, 30_000],
    ['1bhk', 1_050, 12_000, 18_000],
    ['2bhk', 1_050, 18_000, 28_000],
    ['3bhk', 1_050, 28_000, 48_000],
    ['1bhk', 2_050, 20_000, 32_000],
    ['2bhk', 2_050, 28_000, 48_000],
    ['3bhk', 2_050, 45_000, 80_000],
  ] as const;
  it.each(corridors)('%s over %i km costs ₹%i–%i', (size, km, low, high) => {
    expect(total(size, km)).toBeGreaterThanOrEqual(low);
    expect(total(size, km)).toBeLessThanOrEqual(high);
  });

  it('a local move of under 10 km lies between the lowest and highest published local figure', () => {
    // 1-support.in ≤ 10 km (1BHK 3–5k, 2BHK 4–7k, 3BHK 6–9k); calculator.city 0–50 km (6–10k / 10–18k / 15–25k).
    expect(total('1bhk', 8)).toBeGreaterThanOrEqual(3_000);
    expect(total('1bhk', 8)).toBeLessThanOrEqual(10_000);
    expect(total('2bhk', 8)).toBeGreaterThanOrEqual(4_000);
    expect(total('2bhk', 8)).toBeLessThanOrEqual(18_000);
    expect(total('3bhk', 8)).toBeGreaterThanOrEqual(6_000);
    expect(total('3bhk', 8)).toBeLessThanOrEqual(25_000);
  });

  it('a car or bike costs what the published interstate ranges say (with GST)', () => {
    const base = { ...twoBhk, to: undefined };
    const vehicle = (kind: 'cars' | 'bikes', type: string, km: number) => {
      const input = (
        kind === 'cars'
          ? { ...base, km, cars: 1, carType: type }
          : { ...base, km, bikes: 1, bikeType: type }
      ) as EstimateInput;
      const amount = amountOf(input, kind === 'cars' ? 'Car transport' : 'Two-wheeler') ?? 0;
      return Math.round(amount * 1.18);
    };
    for (const km of [1_050, 2_050]) {
      expect(vehicle('cars', 'hatchback', km)).toBeGreaterThanOrEqual(8_500);
      expect(vehicle('cars', 'hatchback', km)).toBeLessThanOrEqual(15_000);
      expect(vehicle('cars', 'sedan', km)).toBeGreaterThanOrEqual(10_500);
      expect(vehicle('cars', 'sedan', km)).toBeLessThanOrEqual(18_000);
      expect(vehicle('cars', 'suv', km)).toBeGreaterThanOrEqual(13_500);
      expect(vehicle('cars', 'suv', km)).toBeLessThanOrEqual(24_000);
      expect(vehicle('bikes', 'standard', km)).toBeGreaterThanOrEqual(3_500);
      expect(vehicle('bikes', 'standard', km)).toBeLessThanOrEqual(5_500);
      expect(vehicle('bikes', 'cruiser', km)).toBeGreaterThanOrEqual(4_800);
      expect(vehicle('bikes', 'cruiser', km)).toBeLessThanOrEqual(8_000);
    }
    expect(vehicle('cars', 'hatchback', 20)).toBeGreaterThanOrEqual(2_500);
    expect(vehicle('cars', 'suv', 20)).toBeLessThanOrEqual(5_000);
  });
});
