import { describe, expect, it } from 'vitest';
import { SETTINGS, settingsProblem, type SettingCheck } from './settings-check';

/** The shipped checks with one setting's value replaced by `change` of it. */
function withChanged(name: string, change: (value: never) => unknown): SettingCheck[] {
  expect(SETTINGS.map(([n]) => n)).toContain(name);
  return SETTINGS.map(([n, file, schema, value]) =>
    n === name
      ? [n, file, schema, change(structuredClone(value) as never)]
      : [n, file, schema, value],
  );
}

describe('the settings checked at start', () => {
  it('pass as shipped', () => {
    expect(settingsProblem()).toBeUndefined();
  });

  it.each([
    [
      'a GSTIN of another state',
      'company',
      (c: { gstin: string }) => ({ ...c, gstin: `29${c.gstin.slice(2)}` }),
      "Setting company.gstin in src/settings/company.ts is wrong: the GSTIN's first two digits are its state code.",
    ],
    [
      // Until this check, the shipped GSTIN ended in 6 where its check character is L.
      'a GSTIN with a wrong check character',
      'company',
      (c: { gstin: string }) => ({ ...c, gstin: `${c.gstin.slice(0, 14)}6` }),
      "Setting company.gstin in src/settings/company.ts is wrong: the GSTIN's last character is its check character",
    ],
    [
      'a TDS declaration with a PAN not the firm’s',
      'billSettings.tdsDeclaration',
      (d: { pan: string }) => ({ ...d, pan: 'ABCDE1234F' }),
      "Setting billSettings.tdsDeclaration.pan in src/features/documents/settings/bills.ts is wrong: the firm's own PAN",
    ],
    [
      'B2CL lines out of order',
      'b2clThresholds',
      (t: { from: string }[]) => [...t].reverse(),
      'Setting b2clThresholds in src/features/reports/settings/gst.ts is wrong: oldest first, one entry per day.',
    ],
    [
      'a TDS declaration with half a truck',
      'billSettings.tdsDeclaration',
      (d: { goodsCarriages: number }) => ({ ...d, goodsCarriages: 6.5 }),
      'Setting billSettings.tdsDeclaration.goodsCarriages in src/features/documents/settings/bills.ts is wrong: a whole number of goods carriages.',
    ],
    [
      'a tax rate in fractions of a basis point',
      'lineKindSettings',
      (k: Record<string, { gstBp: number }>) => ({
        ...k,
        packing: { ...k.packing, gstBp: 1850.5 },
      }),
      'Setting lineKindSettings.packing.gstBp in src/settings/company.ts is wrong: whole basis points (1800 = 18 %).',
    ],
    [
      'a holiday that is no day',
      'officeHours',
      (h: { holidays: string[] }) => ({ ...h, holidays: [...h.holidays, '2026-13-01'] }),
      'Setting officeHours.holidays.11 in src/settings/office-hours.ts is wrong: a real day.',
    ],
    [
      'an office that closes before it opens',
      'officeHours',
      (h: { days: Record<string, unknown> }) => ({
        ...h,
        days: { ...h.days, 1: { open: '19:00', close: '09:00' } },
      }),
      'Setting officeHours.days.1 in src/settings/office-hours.ts is wrong: the office opens before it closes.',
    ],
    [
      'a negative rate in the tariff',
      'tariff',
      (t: { sizes: Record<string, { base: number }> }) => {
        t.sizes['2bhk']!.base = -1;
        return t;
      },
      'Setting tariff.sizes.2bhk.base in src/features/estimate/settings/tariff.ts is wrong: a finite number not below 0.',
    ],
    [
      'vehicles out of order',
      'vehicles',
      (v: unknown[]) => [...v].reverse(),
      'Setting vehicles in src/features/survey/settings.ts is wrong: smallest first, each carrying more than the one before.',
    ],
    [
      'a validity longer than a quotation may stay open',
      'quotationDefaults',
      (d: object) => ({ ...d, validDays: 365 }),
      'Setting quotationDefaults.validDays in src/features/quotation/settings.ts is wrong:',
    ],
  ])('name %s, with its file', (_, name, change, line) => {
    expect(settingsProblem(withChanged(name, change as (value: never) => unknown))).toContain(line);
  });
});
