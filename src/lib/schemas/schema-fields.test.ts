import { describe, expect, it } from 'vitest';
import { isSharedCleaning, isVerbatim } from './fields';

/**
 * Every string any schema reads (this folder's and each feature's `schema.ts` or `schemas/`) goes through the one cleaning (fields.ts): the
 * test walks each exported schema (objects, arrays, unions, optionals, pipes, preprocessors) to
 * its string leaves and names every leaf whose first check is not that cleaning. Enums and
 * literals are not strings typed by anyone; a password is marked `verbatim`; a uuid's format
 * leaves room for nothing else.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '../../features/*/schema.ts',
    '../../features/*/schemas/*.ts',
    '!**/*.test.ts',
  ],
  { eager: true },
);

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; tx?: unknown } } }[];
  [key: string]: unknown;
};
type Schema = { _zod: { def: Def } };
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

function uncleanedStrings(schema: Schema, path: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, at: string) =>
    isSchema(child) ? uncleanedStrings(child, at, seen) : [];
  switch (def.type) {
    case 'string': {
      const first = def.checks?.[0]?._zod.def;
      const cleaned = first?.check === 'overwrite' && isSharedCleaning(first.tx);
      return cleaned || isVerbatim(schema) || def.format === 'uuid' ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
        walk(child, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    case 'pipe': {
      // What a string's own checks and transforms lead into was cleaned already; after a
      // preprocessor (a transform first), the schema it feeds is what reads the value.
      const input = def.in as Schema;
      return input._zod.def.type === 'transform' ? walk(def.out, path) : walk(input, path);
    }
    default:
      return [];
  }
}

const exported = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module).flatMap(([name, value]): [string, Schema][] => {
    if (isSchema(value)) return [[`${file}:${name}`, value]];
    // A schema made by a function (reportQuerySchema): its result.
    if (typeof value === 'function' && name.endsWith('Schema')) {
      const made: unknown = (value as () => unknown)();
      return isSchema(made) ? [[`${file}:${name}()`, made]] : [];
    }
    return [];
  }),
);

describe('the schemas of src/lib/schemas and of every feature', () => {
  it('are all found by the walk (a new file is walked too)', () => {
    expect(exported.length).toBeGreaterThan(30);
    expect(exported.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        '../../features/payments/schema.ts:paymentSchema',
        '../../features/reviews/schema.ts:reviewSchema',
        '../../features/leads/schemas/booking.ts:bookingSchema',
      ]),
    );
  });

  it('read every string through the shared cleaning first', () => {
    const uncleaned = exported.flatMap(([name, schema]) => uncleanedStrings(schema, name));
    expect(uncleaned).toEqual([]);
  });

  it('would name a string that skips it', async () => {
    const { z } = await import('@/lib/zod');
    const schema: unknown = z.object({ rooms: z.array(z.object({ name: z.string().trim() })) });
    expect(uncleanedStrings(schema as Schema, 'x')).toEqual(['x.rooms[].name']);
  });
});
