import { describe, expect, it } from 'vitest';
import { searchCatalogue } from './search';

const ids = (query: string, limit?: number) => searchCatalogue(query, limit).map((i) => i.id);

describe('searchCatalogue', () => {
  it.each([
    ['sof', 'sofa-1-seat'],
    ['fri', 'fridge-single'],
    ['Fridge double', 'fridge-double'],
    ['alm', 'almirah-steel-single'],
    ['refrig', 'fridge-single'],
    ['cupb', 'almirah-steel-single'],
    ['wash', 'washer-semi'],
    ['tv 55', 'tv-55'],
    ['split', 'ac-split'],
    ['cyl', 'gas-cylinder'],
    ['pooj', 'pooja-unit'],
    ['mandir', 'pooja-unit'],
    ['cart', 'carton-small'],
    ['activa', 'scooter'],
    ['king bed', 'bed-king'],
  ])('"%s" finds %s first', (query, first) => {
    expect(ids(query)[0]).toBe(first);
  });

  it('needs at least two letters, and finds nothing for nonsense', () => {
    expect(ids('s')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('zzqx')).toEqual([]);
  });

  it('gives at most the limit', () => {
    expect(ids('bed', 3)).toHaveLength(3);
  });
});
