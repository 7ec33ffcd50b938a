import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@/lib/dates';
import { addDays } from '@/features/quotation/schemas/draft';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import { makeUser } from '@tests/support/test-users';
import { draft, quotationSteps } from '@tests/support/quotation-steps';

describe.each(testEngines)('firm quotations on %s', (engine) => {
  const app = useAppStore(engine);
  const { setUp, sendWhatsApp } = quotationSteps(app);

  it('prefills from the estimate and the survey: lines in paise, vehicle named, insurance = declared value × rate', async () => {
    const { make, read, survey } = await setUp({ estimate: true });
    expect(
      (
        await survey([
          {
            name: 'Living room',
            items: [
              { itemId: 'sofa-set-5', qty: 1 },
              { itemId: 'tv-43', qty: 1 },
            ],
          },
        ])
      ).status,
    ).toBe(200);
    const response = await make({});
    expect(response.status).toBe(201);
    const made = await response.json();
    expect(made).toMatchObject({ version: 1, validUntil: expect.any(String) });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(made.url).toMatch(new RegExp(`/q/${made.token}$`));
    const view = await (await read()).json();
    const lines = view.versions[0].lines as { kind: string; label: string; amountPaise: number }[];
    expect(lines.find((l) => l.kind === 'insurance')?.amountPaise).toBe((300_000 * 2 * 100) / 100);
    expect(lines.find((l) => l.kind === 'transport')?.label).toMatch(/Tata Ace|ft|cft/);
    for (const line of lines) expect(Number.isInteger(line.amountPaise)).toBe(true);
    // The default advance: 10 % of the total, in whole rupees.
    expect(made.advancePaise).toBe(Math.floor((made.totalPaise * 10 + 5_000) / 10_000) * 100);
  });

  it('totals: the discount shared among the lines before GST, GST per line as two half-up halves', async () => {
    const { make } = await setUp();
    const made = await (await make(draft)).json();
    // ₹500 off 35,003.84 pro rata: 142.84 + 357.11 + 0.05, leaving 9,857.17 + 24,643.39 + 3.28.
    const taxable = 985_717 + 2_464_339 + 328;
    // 9 % twice of each: 887.15 × 2, 2,217.91 × 2 (2,217.9051 → .91), 0.30 × 2 (0.2952 → .30).
    const gst = 177_430 + 443_582 + 60;
    expect(made.totalPaise).toBe(taxable + gst);
    expect(made.advancePaise).toBe(500_000);
  });

  it.each([
    ['a negative amount', { lines: [{ kind: 'packing', label: 'x', amountPaise: -1 }] }, 'lines'],
    ['fractional paise', { lines: [{ kind: 'packing', label: 'x', amountPaise: 10.5 }] }, 'lines'],
    ['no lines', { lines: [] }, 'lines'],
    ['an empty label', { lines: [{ kind: 'packing', label: '  ', amountPaise: 100 }] }, 'lines'],
    ['an unknown kind', { lines: [{ kind: 'magic', label: 'x', amountPaise: 100 }] }, 'lines'],
    ['a past validity', { validUntil: addDays(todayInIndia(), -1) }, 'validUntil'],
    ['a fractional discount', { discountPaise: 0.5 }, 'discountPaise'],
    ['a discount above the total', { discountPaise: 999_999_999 }, 'discountPaise'],
    ['an advance above the total', { advancePaise: 999_999_999 }, 'advancePaise'],
    ['an advance in paise and percent', { advancePercent: 10 }, 'advancePaise'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, change, field) => {
    const { make } = await setUp();
    const response = await make({ ...draft, ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validation');
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(await app.db.selectFrom('quotations').selectAll().execute()).toEqual([]);
    expect(await app.db.selectFrom('quotationVersions').selectAll().execute()).toEqual([]);
  });

  it('one quotation per lead: a second is 409', async () => {
    const { make } = await setUp();
    expect((await make(draft)).status).toBe(201);
    const second = await make(draft);
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('conflict');
  });

  it('versions: an unsent version changes in place; a sent one stays and the save is the next version', async () => {
    const { make, edit, read } = await setUp();
    const made = await (await make(draft)).json();
    const inPlace = await edit(made.id, { ...draft, discountPaise: 0, version: 1 });
    expect(inPlace.status).toBe(200);
    expect((await inPlace.json()).version).toBe(1);
    await sendWhatsApp(app.db, made.id, 1);
    const next = await edit(made.id, { ...draft, discountPaise: 10_000, version: 1 });
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ version: 2, status: 'sent', discountPaise: 10_000 });
    const view = await (await read()).json();
    expect(
      view.versions.map((v: { version: number; status: string; discountPaise: number }) => [
        v.version,
        v.status,
        v.discountPaise,
      ]),
    ).toEqual([
      [2, 'sent', 10_000],
      [1, 'superseded', 0],
    ]);
  });

  it('two staff editing the same version: the second save is refused with 409 and a clear message', async () => {
    const { make, edit } = await setUp();
    const made = await (await make(draft)).json();
    await sendWhatsApp(app.db, made.id, 1);
    const other = await makeUser(app.db, 'coordinator', { name: 'Ravi' });
    const first = await edit(made.id, { ...draft, discountPaise: 1, version: 1 });
    const second = await edit(made.id, { ...draft, discountPaise: 2, version: 1 }, other.token);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    const error = (await second.json()).error;
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/version 2/);
    const rows = await app.db
      .selectFrom('quotationVersions')
      .select(['version', 'discountPaise'])
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      { version: 1, discountPaise: 50_000 },
      { version: 2, discountPaise: 1 },
    ]);
  });
});
