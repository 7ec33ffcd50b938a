import { describe, expect, it } from 'vitest';
import { diffInventories } from './diff';
import type { InventoryRoom } from './load';

const kitchen = (...items: [string, number][]): InventoryRoom => ({
  name: 'Kitchen',
  items: items.map(([itemId, qty]) => ({ itemId, qty })),
});

describe('diffInventories', () => {
  it.each([
    ['nothing to nothing', [], [], []],
    ['the same list again', [kitchen(['gas-stove', 1])], [kitchen(['gas-stove', 1])], []],
    [
      'a first room with an item',
      [],
      [kitchen(['gas-stove', 1])],
      [
        { op: 'room-added', room: 'Kitchen' },
        { op: 'added', room: 'Kitchen', itemId: 'gas-stove', qty: 1 },
      ],
    ],
    [
      'a quantity raised',
      [kitchen(['carton-medium', 5])],
      [kitchen(['carton-medium', 8])],
      [{ op: 'qty', room: 'Kitchen', itemId: 'carton-medium', from: 5, to: 8 }],
    ],
    [
      'an item taken out',
      [kitchen(['gas-stove', 1], ['microwave', 1])],
      [kitchen(['gas-stove', 1])],
      [{ op: 'removed', room: 'Kitchen', itemId: 'microwave', qty: 1 }],
    ],
    [
      'a room taken out with its items',
      [kitchen(['gas-stove', 2])],
      [],
      [
        { op: 'removed', room: 'Kitchen', itemId: 'gas-stove', qty: 2 },
        { op: 'room-removed', room: 'Kitchen' },
      ],
    ],
    [
      'the order of lines is no change',
      [kitchen(['gas-stove', 1], ['microwave', 1])],
      [kitchen(['microwave', 1], ['gas-stove', 1])],
      [],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(diffInventories(before, after)).toEqual(expected);
  });
});
