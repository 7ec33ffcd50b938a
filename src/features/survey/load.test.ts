import { describe, expect, it } from 'vitest';
import { catalogue, itemCategories, packingMethods } from '@/features/survey/content/inventory';
import { vehicles } from '@/features/survey/settings';
import { crewFor, summarise, totalCft, vehicleFor, type InventoryRoom } from './load';

const rooms = (...lines: [string, number][]): InventoryRoom[] => [
  { name: 'Room', items: lines.map(([itemId, qty]) => ({ itemId, qty })) },
];

describe('the catalogue', () => {
  it('has at least 80 items with unique ids, a known category and packing, and a volume', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(80);
    expect(new Set(catalogue.map((i) => i.id)).size).toBe(catalogue.length);
    for (const i of catalogue) {
      expect(i.id).toMatch(/^[a-z0-9-]+$/);
      expect(Object.keys(itemCategories)).toContain(i.category);
      expect(Object.keys(packingMethods)).toContain(i.packing);
      expect(i.cft).toBeGreaterThan(0);
    }
  });

  it('lists the vehicles smallest first, each holding more than the one before', () => {
    for (let n = 1; n < vehicles.length; n++)
      expect(vehicles[n]!.cft).toBeGreaterThan(vehicles[n - 1]!.cft);
  });
});

describe('totalCft', () => {
  it.each([
    ['nothing', rooms(), 0],
    ['one double bed', rooms(['bed-double', 1]), 40],
    ['cartons of 1.5 cft, three times, exactly', rooms(['carton-small', 3]), 4.5],
    ['a car goes on its own carrier', rooms(['car-sedan', 1], ['scooter', 1]), 30],
    ['an unknown id counts nothing', rooms(['hovercraft', 4], ['tv-43', 2]), 16],
  ])('%s', (_name, input, expected) => {
    expect(totalCft(input)).toBe(expected);
  });

  it('adds up every room', () => {
    const house: InventoryRoom[] = [
      { name: 'Living room', items: [{ itemId: 'sofa-3-seat', qty: 1 }] },
      {
        name: 'Bedroom 1',
        items: [
          { itemId: 'bed-king', qty: 1 },
          { itemId: 'carton-medium', qty: 10 },
        ],
      },
    ];
    expect(totalCft(house)).toBe(50 + 60 + 30);
  });
});

describe('vehicleFor', () => {
  it.each([
    [0, null, 0],
    [1, 'tata-ace', 1],
    [150, 'tata-ace', 1], // exactly full still fits
    [150.5, 'pickup-8ft', 1],
    [540, 'truck-17ft', 1],
    [1700, 'container-32ft', 1],
    [1701, 'container-32ft', 2], // past the largest: more than one of it
    [5000, 'container-32ft', 3],
  ])('%s cft → %s × %s', (cft, id, count) => {
    const choice = vehicleFor(cft);
    expect(choice?.id ?? null).toBe(id);
    expect(choice?.count ?? 0).toBe(count);
  });

  it('reads the table it is given', () => {
    expect(vehicleFor(90, [{ id: 'van', name: 'Van', cft: 100 }])).toEqual({
      id: 'van',
      name: 'Van',
      cft: 100,
      count: 1,
    });
  });
});

describe('crewFor', () => {
  it.each([
    [0, 0, 0],
    [20, 1, 2], // never fewer than two
    [300, 1, 2],
    [301, 1, 3],
    [540, 1, 4],
    [1700, 1, 8], // at most eight on one truck
    [3400, 2, 16], // two trucks, a crew each
  ])('%s cft on %s vehicle(s) → %s people', (cft, count, crew) => {
    expect(crewFor(cft, count)).toBe(crew);
  });
});

describe('summarise', () => {
  it('a small flat comes to a 14 ft truck and three people; the car goes apart', () => {
    const twoBhk: InventoryRoom[] = [
      {
        name: 'Living room',
        items: [
          { itemId: 'sofa-set-5', qty: 1 },
          { itemId: 'tv-43', qty: 1 },
          { itemId: 'tv-unit', qty: 1 },
          { itemId: 'dining-4', qty: 1 },
        ],
      },
      {
        name: 'Bedroom 1',
        items: [
          { itemId: 'bed-queen', qty: 1 },
          { itemId: 'mattress-queen', qty: 1 },
          { itemId: 'almirah-steel-double', qty: 1 },
          { itemId: 'ac-split', qty: 1 },
        ],
      },
      {
        name: 'Kitchen',
        items: [
          { itemId: 'fridge-double', qty: 1 },
          { itemId: 'gas-stove', qty: 1 },
          { itemId: 'carton-medium', qty: 15 },
        ],
      },
      { name: 'Parking', items: [{ itemId: 'car-hatchback', qty: 1 }] },
    ];
    const summary = summarise(twoBhk);
    expect(summary.totalCft).toBe(90 + 8 + 25 + 45 + 50 + 20 + 40 + 15 + 30 + 4 + 45);
    expect(summary.vehicle).toMatchObject({ id: 'truck-14ft', count: 1 });
    expect(summary.crew).toBe(3);
    expect(summary.pieces).toBe(26);
    expect(summary.fragilePieces).toBe(1 + 1 + 1 + 1);
    expect(summary.ownCarrierPieces).toBe(1);
  });

  it('an empty inventory needs no vehicle and no crew', () => {
    expect(summarise([])).toEqual({
      totalCft: 0,
      pieces: 0,
      fragilePieces: 0,
      ownCarrierPieces: 0,
      vehicle: null,
      crew: 0,
    });
  });
});
