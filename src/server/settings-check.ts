import 'server-only';
import type { z as zod } from 'zod';
import { gstinProblem } from '@/features/documents';
import { gstStates } from '@/features/documents/settings/gst-states';
import { billSettings } from '@/features/documents/settings/bills';
import { b2clThresholds } from '@/features/reports/settings/gst';
import { tariff } from '@/features/estimate/settings/tariff';
import { MAX_CREW, moveSlots } from '@/features/move-day/settings';
import { PAYMENT_LIMITS } from '@/features/payments/settings';
import { QUOTATION_LIMITS, quotationDefaults } from '@/features/quotation/settings';
import { crewRule, INVENTORY_LIMITS, vehicles } from '@/features/survey/settings';
import { z } from '@/lib/zod';
import { company, lineKindSettings } from '@/settings/company';
import { officeHours } from '@/settings/office-hours';

/**
 * The rules each domain keeps as data (tax rates and SAC codes, the firm's GSTIN, office hours,
 * the tariff, limits, vehicles and their loads) are typed by TypeScript and checked here once,
 * at start, for what a type cannot say: a GSTIN that agrees with its state code and PAN, a tax
 * rate in whole basis points, a holiday that is a real day. A wrong value stops the server with
 * one line naming the setting and its file, before a customer sees a price made from it.
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM, 24-hour');
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'a real day');
const count = z.number().int().positive();
const limits = z.record(z.string(), count);

/** Every number inside (however deep) is finite and not negative. */
const noNegativeNumbers = z.unknown().superRefine((value, context) => {
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'number' && !(Number.isFinite(node) && node >= 0))
      context.addIssue({ code: 'custom', message: 'a finite number not below 0', path });
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(value, []);
});

const companySchema = z
  .object({
    legalName: z.string().min(1),
    stateCode: z.string().refine((code) => code in gstStates, 'a GST state code'),
    gstin: z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'a GSTIN (15 characters)'),
    pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'a PAN'),
    email: z.email(),
    bank: z.object({ ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'an IFSC') }),
    upi: z.object({
      id: z.union([z.literal(''), z.string().regex(/^[\w.-]+@[\w.-]+$/, 'a UPI id')]),
    }),
  })
  .refine((c) => c.gstin.slice(0, 2) === c.stateCode, {
    message: "the GSTIN's first two digits are its state code",
    path: ['gstin'],
  })
  .refine((c) => c.gstin.slice(2, 12) === c.pan, {
    message: 'the GSTIN carries the PAN (characters 3–12)',
    path: ['gstin'],
  })
  .refine((c) => gstinProblem(c.gstin) !== 'checksum', {
    message: "the GSTIN's last character is its check character (the GST portal's mod-36 sum)",
    path: ['gstin'],
  });

const lineKindsSchema = z.record(
  z.string(),
  z.object({
    label: z.string().min(1),
    sac: z.string().regex(/^99\d{2,4}$/, 'a services accounting code (99…)'),
    gstBp: z.number().int('whole basis points (1800 = 18 %)').min(0).max(2800),
  }),
);

const officeHoursSchema = z.object({
  days: z.record(
    z.string().regex(/^[1-7]$/, 'an ISO weekday, 1–7'),
    z
      .object({ open: time, close: time })
      .refine((day) => day.open < day.close, 'the office opens before it closes'),
  ),
  holidays: z.array(isoDay),
  answerWithinMinutes: count,
});

const ascending = (key: string) => (list: readonly Record<string, unknown>[]) =>
  list.every((item, i) => i === 0 || String(list[i - 1]![key]) < String(item[key]));

const vehiclesSchema = z
  .array(z.object({ id: z.string().min(1), name: z.string().min(1), cft: count }))
  .refine(
    (list) => list.every((v, i) => i === 0 || list[i - 1]!.cft < v.cft),
    'smallest first, each carrying more than the one before',
  );

const quotationDefaultsSchema = z.object({
  advancePercent: z.number().int().min(0).max(100),
  validDays: count.max(QUOTATION_LIMITS.maxValidDays),
});

const tdsDeclarationSchema = z
  .object({
    goodsCarriages: z.number().int('a whole number of goods carriages').min(0).max(10_000),
    pan: z.string().regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'a PAN'),
    law: z.string().min(1),
  })
  .refine((d) => d.pan === company.gstin.slice(2, 12), {
    message: "the firm's own PAN, as its GSTIN carries it (characters 3–12)",
    path: ['pan'],
  });

/** [what the setting is called, where it lives, its check, its value]. */
export type SettingCheck = readonly [string, string, zod.ZodType, unknown];

export const SETTINGS: readonly SettingCheck[] = [
  ['company', 'src/settings/company.ts', companySchema, company],
  [
    'b2clThresholds',
    'src/features/reports/settings/gst.ts',
    z
      .array(z.object({ from: isoDay, abovePaise: count }))
      .min(1)
      .refine(ascending('from'), 'oldest first, one entry per day'),
    b2clThresholds,
  ],
  [
    'billSettings.tdsDeclaration',
    'src/features/documents/settings/bills.ts',
    tdsDeclarationSchema,
    billSettings.tdsDeclaration,
  ],
  ['lineKindSettings', 'src/settings/company.ts', lineKindsSchema, lineKindSettings],
  ['officeHours', 'src/settings/office-hours.ts', officeHoursSchema, officeHours],
  ['tariff', 'src/features/estimate/settings/tariff.ts', noNegativeNumbers, tariff],
  ['QUOTATION_LIMITS', 'src/features/quotation/settings.ts', limits, QUOTATION_LIMITS],
  [
    'quotationDefaults',
    'src/features/quotation/settings.ts',
    quotationDefaultsSchema,
    quotationDefaults,
  ],
  ['PAYMENT_LIMITS', 'src/features/payments/settings.ts', limits, PAYMENT_LIMITS],
  [
    'moveSlots',
    'src/features/move-day/settings.ts',
    z.array(z.object({ id: time, label: z.string().min(1) })).refine(ascending('id'), 'in order'),
    moveSlots,
  ],
  ['MAX_CREW', 'src/features/move-day/settings.ts', count, MAX_CREW],
  ['vehicles', 'src/features/survey/settings.ts', vehiclesSchema, vehicles],
  ['crewRule', 'src/features/survey/settings.ts', limits, crewRule],
  ['INVENTORY_LIMITS', 'src/features/survey/settings.ts', limits, INVENTORY_LIMITS],
];

/** The first wrong setting as one line (name, path inside it, file, what it must be), or none. */
export function settingsProblem(checks: readonly SettingCheck[] = SETTINGS): string | undefined {
  for (const [name, file, schema, value] of checks) {
    const result = schema.safeParse(value);
    if (result.success) continue;
    const issue = result.error.issues[0]!;
    const where = [name, ...issue.path.map(String)].join('.');
    return `Setting ${where} in ${file} is wrong: ${issue.message}.`;
  }
  return undefined;
}
