import { describe, expect, it } from 'vitest';
import { setLine } from './edit';

const kitchen = { name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 1 }] };

describe('setLine', () => {
  it.each([
    [
      'adds a line to a listed room (any letter case)',
      { room: 'kitchen ', itemId: 'microwave', qty: 2 },
      [
        {
          name: 'Kitchen',
          items: [
            { itemId: 'gas-stove', qty: 1 },
            { itemId: 'microwave', qty: 2 },
          ],
        },
      ],
    ],
    [
      'changes a quantity in place',
      { room: 'Kitchen', itemId: 'gas-stove', qty: 3 },
      [{ name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 3 }] }],
    ],
    [
      'takes a line out at 0, keeping the room',
      { room: 'Kitchen', itemId: 'gas-stove', qty: 0 },
      [{ name: 'Kitchen', items: [] }],
    ],
    [
      'adds a room that is not listed',
      { room: 'Bedroom 1', itemId: 'bed-king', qty: 1 },
      [kitchen, { name: 'Bedroom 1', items: [{ itemId: 'bed-king', qty: 1 }] }],
    ],
  ])('%s', (_name, change, expected) => {
    expect(setLine([kitchen], change)).toEqual(expected);
  });
});
