import { describe, expect, it } from 'vitest';
import { insuranceOptions } from './insurance';
import { budgetPackages } from './packages';
import { servicePages } from './service-pages';
import { storageOptions } from './storage';

const blockOf = <K extends string>(slug: keyof typeof servicePages, kind: K) => {
  const block = servicePages[slug].blocks.find((entry) => entry.kind === kind);
  if (!block) throw new Error(`${slug} has no ${kind} section`);
  return block;
};

describe('prices', () => {
  it('on the service pages are the very entries /pricing shows (one source)', () => {
    const packages = blockOf('smartmovebudget', 'packages');
    const storage = blockOf('safestorage', 'storage');
    const insurance = blockOf('insurance', 'insurance');
    expect(packages.kind === 'packages' && packages.packages).toBe(budgetPackages);
    expect(storage.kind === 'storage' && storage.options).toBe(storageOptions);
    expect(insurance.kind === 'insurance' && insurance.options).toBe(insuranceOptions);
  });

  it('are the spec’s figures', () => {
    expect(budgetPackages.map((pack) => [pack.title, pack.price])).toEqual([
      ['Basic Move', '$499'],
      ['Standard Move', '$899'],
      ['Custom Move', 'Custom quote'],
    ]);
    expect(budgetPackages[0].features).toEqual(
      expect.arrayContaining(['1-2 bedroom home', 'Local move', '5 hours of service']),
    );
    expect(budgetPackages[1].features).toEqual(
      expect.arrayContaining(['2-3 bedroom home', '8 hours of service', '2 professional movers']),
    );
    expect(storageOptions.map((option) => [option.price, option.sizes])).toEqual([
      ['From $49/month', "5'x5' to 10'x20'"],
      ['From $89/month', "10'x10' to 10'x30'"],
      ['Custom pricing', 'Custom sizes'],
    ]);
    expect(insuranceOptions.map((option) => option.rate)).toEqual([
      '60¢ per lb per article',
      '$1.50 per $100 valuation',
      'Complete replacement cost',
    ]);
  });
});
