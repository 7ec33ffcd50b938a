import { describe, expect, it } from 'vitest';
import { inventoryValidation as m } from '@/features/survey/content/survey';
import { fieldErrorsOf } from '@/lib/schemas/errors';
import { inventorySchema } from './schema';

const room = (name: string, ...items: [string, unknown][]) => ({
  name,
  items: items.map(([itemId, qty]) => ({ itemId, qty })),
});

function errorOf(input: unknown) {
  const parsed = inventorySchema.safeParse(input);
  return parsed.success ? undefined : fieldErrorsOf(parsed.error);
}

describe('inventorySchema', () => {
  it('accepts rooms with catalogue items and trims room names', () => {
    expect(
      inventorySchema.parse({
        rooms: [room(' Bedroom 1 ', ['bed-double', 1], ['carton-medium', 999])],
      }),
    ).toEqual({ rooms: [room('Bedroom 1', ['bed-double', 1], ['carton-medium', 999])] });
    expect(inventorySchema.parse({ rooms: [] })).toEqual({ rooms: [] });
  });

  it.each([
    ['no rooms list', {}, m.roomsMissing],
    ['a quantity of 0', { rooms: [room('Kitchen', ['gas-stove', 0])] }, m.qtyRange],
    ['a quantity of 10,000', { rooms: [room('Kitchen', ['gas-stove', 10_000])] }, m.qtyRange],
    ['a negative quantity', { rooms: [room('Kitchen', ['gas-stove', -1])] }, m.qtyRange],
    ['a fractional quantity', { rooms: [room('Kitchen', ['gas-stove', 1.5])] }, m.qtyWhole],
    ['a quantity as text', { rooms: [room('Kitchen', ['gas-stove', '2'])] }, m.qtyWhole],
    ['an unknown item', { rooms: [room('Kitchen', ['hovercraft', 1])] }, m.unknownItem],
    [
      'an item twice in a room',
      { rooms: [room('Kitchen', ['gas-stove', 1], ['gas-stove', 2])] },
      m.itemRepeated,
    ],
    ['a room without a name', { rooms: [room('  ', ['gas-stove', 1])] }, m.roomNameRequired],
    ['a room name of 41 characters', { rooms: [room('x'.repeat(41))] }, m.roomNameTooLong],
    ['the same room twice', { rooms: [room('Kitchen'), room('kitchen')] }, m.roomNameRepeated],
    [
      '31 rooms',
      { rooms: Array.from({ length: 31 }, (_, n) => room(`Room ${n}`)) },
      m.tooManyRooms,
    ],
  ])('refuses %s with a clear message', (_name, input, message) => {
    expect(errorOf(input)).toEqual({ rooms: message });
  });

  it('takes 300 lines and refuses 301, across rooms', () => {
    // 30 rooms of up to 10 distinct items each.
    const catalogueIds = [
      'bed-single',
      'bed-double',
      'bed-queen',
      'bed-king',
      'sofa-1-seat',
      'sofa-2-seat',
      'sofa-3-seat',
      'tv-32',
      'tv-43',
      'tv-55',
      'tv-65',
    ];
    const full = Array.from({ length: 30 }, (_, r) =>
      room(`Room ${r}`, ...catalogueIds.slice(0, 10).map((id): [string, number] => [id, 1])),
    );
    expect(inventorySchema.safeParse({ rooms: full }).success).toBe(true);
    const over = full.map((r, n) =>
      n === 0 ? room(r.name, ...catalogueIds.map((id): [string, number] => [id, 1])) : r,
    );
    expect(errorOf({ rooms: over })).toEqual({ rooms: m.tooManyLines });
  });
});
