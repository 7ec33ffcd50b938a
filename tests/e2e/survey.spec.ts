import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { inDays, signIn, unique } from './support/admin';
import { watchScripts } from './support/watch-scripts';
import { surveyEditorTexts } from '../../src/features/survey/content/survey';

const SHOTS = path.resolve('test-results/survey-screens');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const shoot = screenshots(SHOTS);

async function book(request: APIRequestContext, name: string) {
  const created = await request.post('/api/bookings', {
    data: {
      name,
      email: 'anita@example.in',
      phone: '98610 45678',
      service: 'household-shifting',
      date: inDays(9),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { reference: string; id: string };
}

/** Every tap the survey takes is made through this, so the test can count them. */
function tapper(page: Page) {
  let taps = 0;
  return {
    get count() {
      return taps;
    },
    async tap(target: Locator) {
      taps++;
      await target.click();
    },
    /** Three or so letters typed into the focused search box, then one tap on the item. */
    async add(search: Locator, typed: string, item: string) {
      await expect(search).toBeFocused();
      await page.keyboard.type(typed);
      taps++;
      await page.getByRole('button', { name: `Add ${item}`, exact: true }).click();
    },
    /** One tap into a quantity, then the number typed over it. */
    async quantity(item: string, value: string) {
      taps++;
      await page.getByRole('textbox', { name: `How many: ${item}`, exact: true }).click();
      await page.keyboard.type(value);
    },
  };
}

test.describe('the survey of a customer’s things', () => {
  test('staff survey a 2 BHK on a phone in under 40 taps; it is saved, and reload shows it with its history', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // A hydration mismatch or a failing script shows up here.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const lead = await book(request, unique('Anita Mohanty'));
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto(`/admin/leads/bookings/${lead.id}`);
    const survey = page.getByRole('region', { name: /^Survey: the customer.s things$/ });
    await expect(survey).toContainText('No rooms yet');
    const search = survey.getByRole('searchbox');
    const t = tapper(page);

    await t.tap(survey.getByRole('button', { name: 'Add Living room' }));
    await t.add(search, 'sofa set', 'Sofa set, 5 seats (3 + 1 + 1)');
    await t.add(search, 'tv 4', 'TV 40–43 inch');
    await t.add(search, 'tv unit', 'TV unit');
    await t.add(search, 'centre', 'Centre table');
    await t.add(search, 'dining', 'Dining set, 4 seats');
    await t.add(search, 'split', 'Split AC (uninstall and reinstall)');

    await t.tap(survey.getByRole('button', { name: 'Add Bedroom 1' }));
    await t.add(search, 'queen', 'Queen bed (5 × 6.5 ft)');
    await t.add(search, 'queen', 'Mattress, queen');
    await t.add(search, 'alm', 'Steel almirah, double door (Godrej type)');
    await t.add(search, 'split', 'Split AC (uninstall and reinstall)');
    await t.add(search, 'dressing', 'Dressing table with mirror');

    await t.tap(survey.getByRole('button', { name: 'Add Bedroom 2' }));
    await t.add(search, 'double bed', 'Double bed (4.5 × 6 ft)');
    await t.add(search, 'mattress d', 'Mattress, double');
    await t.add(search, 'wardrobe 2', 'Wooden wardrobe, 2 doors');
    await t.add(search, 'study', 'Study table');

    await t.tap(survey.getByRole('button', { name: 'Add Kitchen' }));
    await t.add(search, 'fridge d', 'Fridge, double door');
    await t.add(search, 'top load', 'Washing machine, top load');
    await t.add(search, 'gas', 'Gas stove (2–4 burners)');
    await t.add(search, 'cyl', 'Gas cylinder (LPG)');
    await t.add(search, 'purifier', 'Water purifier (RO, uninstalled)');
    await t.add(search, 'utensils', 'Utensils and crockery carton');
    await t.add(search, 'carton m', 'Carton, medium (3 cft)');
    // Quantities last: a tap on + or a number takes the focus from the search box.
    await t.tap(survey.getByRole('button', { name: 'One more Gas cylinder (LPG)' }));
    await t.quantity('Utensils and crockery carton', '4');
    await t.quantity('Carton, medium (3 cft)', '15');

    // 195 + 145 + 118 + 117 cft: a 17 ft truck (650 cft) and four people, shown as typed.
    await expect(survey.getByTestId('survey-cft')).toHaveText('575 cft');
    await expect(survey.getByTestId('survey-vehicle')).toHaveText('17 ft truck');
    await expect(survey.getByTestId('survey-crew')).toHaveText('4 people');
    await shoot(page, 'staff-survey-editing', survey);

    await t.tap(survey.getByRole('button', { name: 'Save list' }));
    await expect(survey.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    expect(t.count).toBeLessThan(40);
    test.info().annotations.push({ type: 'taps', description: String(t.count) });

    await page.reload();
    await expect(survey.getByTestId('survey-room')).toHaveCount(4);
    await expect(survey.getByTestId('survey-line')).toHaveCount(22);
    await expect(survey.getByTestId('survey-cft')).toHaveText('575 cft');
    await expect(survey).toContainText(/Last saved .* by Owner\./);
    const history = survey.getByTestId('survey-history');
    await expect(history.getByRole('listitem').first()).toContainText('Owner');
    await expect(history).toContainText('Living room: added Sofa set, 5 seats (3 + 1 + 1) × 1');
    await expect(history).toContainText('Kitchen: added Carton, medium (3 cft) × 15');

    await noAxeViolations(page, 'lead page with the survey, 390');
    await shoot(page, 'staff-lead-page');
    await page.setViewportSize(DESKTOP);
    await noAxeViolations(page, 'lead page with the survey, 1280');
    await shoot(page, 'staff-lead-page');
    await shoot(page, 'staff-survey', survey);
    expect(problems).toEqual([]);
  });

  test('the customer lists their things from /track; the lead page says the customer changed it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const lead = await book(request, unique('Bikash Rout'));
    await page.setViewportSize(PHONE);
    await page.goto(
      `/track?reference=${lead.reference}&contact=${encodeURIComponent('98610 45678')}`,
    );
    const editor = page.getByRole('region', { name: 'List your things for a firmer price' });
    await expect(editor).toBeVisible();
    await noAxeViolations(page, '/track with the survey, 390');

    await editor.getByRole('button', { name: 'Add Bedroom 1' }).click();
    await page.keyboard.type('king');
    await page.getByRole('button', { name: 'Add King bed (6 × 6.5 ft)', exact: true }).click();
    await page.keyboard.type('fridge s');
    await page.getByRole('button', { name: 'Add Fridge, single door', exact: true }).click();
    await expect(editor.getByTestId('survey-cft')).toHaveText('80 cft');
    await editor.getByRole('button', { name: 'Save list' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await noAxeViolations(page, '/track with the survey, 390, after a save');
    await shoot(page, 'track-survey', editor);
    await page.setViewportSize(DESKTOP);
    await noAxeViolations(page, '/track with the survey, 1280');
    await shoot(page, 'track-survey', editor);

    await page.reload();
    await expect(editor).toContainText(/Last saved .* by you\./);
    await expect(editor.getByTestId('survey-line')).toHaveCount(2);

    await signIn(page);
    await page.goto(`/admin/leads/bookings/${lead.id}`);
    const survey = page.getByRole('region', { name: /^Survey: the customer.s things$/ });
    await expect(survey).toContainText(/Last saved .* by the customer\./);
    const entry = survey.getByTestId('survey-history').getByRole('listitem').first();
    await expect(entry).toContainText('The customer');
    await expect(entry).toContainText('Bedroom 1: added King bed (6 × 6.5 ft) × 1');
  });

  // The editor's code comes only with a page that draws it (SurveyEditorOnDemand): /track's
  // look-up form is most of its visits, and the editor and its catalogue were its largest script.
  test('the editor’s code comes with a found request on /track, not with the look-up form', async ({
    context,
    request,
  }) => {
    const lead = await book(request, unique('Rashmi Das'));
    for (const [route, shown] of [
      ['/track', false],
      [`/track?reference=${lead.reference}&contact=${encodeURIComponent('98610 45678')}`, true],
    ] as const) {
      // A page of its own per load, so each one's scripts are watched alone.
      const page = await context.newPage();
      const scripts = watchScripts(page, surveyEditorTexts.save);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await scripts.read();
      expect(scripts.scripts.length).toBeGreaterThan(3);
      expect(scripts.marked.length > 0, route).toBe(shown);
      await page.close();
    }
  });

  test('bad input gets a clear message and nothing is stored', async ({ page, request }) => {
    test.setTimeout(90_000);
    const lead = await book(request, unique('Chitra Sahu'));
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto(`/admin/leads/bookings/${lead.id}`);
    const survey = page.getByRole('region', { name: /^Survey: the customer.s things$/ });
    await survey.getByRole('button', { name: 'Add Kitchen' }).click();
    await page.keyboard.type('gas');
    await page.getByRole('button', { name: 'Add Gas stove (2–4 burners)', exact: true }).click();
    const qty = page.getByRole('textbox', { name: 'How many: Gas stove (2–4 burners)' });
    const alert = survey.getByRole('alert');

    for (const typed of ['0', '10000']) {
      await qty.fill(typed);
      await survey.getByRole('button', { name: 'Save list' }).click();
      await expect(alert).toHaveText(
        'A quantity must be from 1 to 999; remove the item to have none.',
      );
      await expect(qty).toHaveAttribute('aria-invalid', 'true');
    }

    // An unknown item never comes from the editor; the API refuses it the same way.
    const unknown = await page.request.put(`/api/admin/leads/bookings/${lead.id}/inventory`, {
      data: { rooms: [{ name: 'Kitchen', items: [{ itemId: 'hovercraft', qty: 1 }] }] },
    });
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).error.fields.rooms).toBe(
      'An item is not in our catalogue; choose it from the list.',
    );
    const zero = await page.request.put(`/api/admin/leads/bookings/${lead.id}/inventory`, {
      data: { rooms: [{ name: 'Kitchen', items: [{ itemId: 'gas-stove', qty: 0 }] }] },
    });
    expect(zero.status()).toBe(400);

    const stored = await page.request.get(`/api/admin/leads/bookings/${lead.id}/inventory`);
    expect(await stored.json()).toMatchObject({ rooms: [], updatedAt: null, history: [] });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(survey).toContainText('No rooms yet');
  });
});

test.describe('the survey without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('staff see the saved list and change it one line at a time with a plain form', async ({
    page,
    request,
  }) => {
    const lead = await book(request, unique('Deepak Nayak'));
    await page.setViewportSize(PHONE);
    await signIn(page);
    await page.goto(`/admin/leads/bookings/${lead.id}`);
    const survey = page.getByRole('region', { name: /^Survey: the customer.s things$/ });
    // The script-only controls take no place; the plain form is there instead.
    await expect(survey.getByRole('button', { name: 'Save list' })).toBeHidden();
    await expect(survey.getByRole('button', { name: 'Add Living room' })).toBeHidden();

    await survey.getByLabel(/^Room/).fill('Bedroom 1');
    await survey
      .getByRole('combobox', { name: 'Item' })
      .selectOption({ label: 'King bed (6 × 6.5 ft)' });
    await survey.getByRole('textbox', { name: /^How many \(0/ }).fill('2');
    await survey.getByRole('button', { name: 'Save this line' }).click();
    await expect(survey.getByTestId('survey-line')).toHaveCount(1);
    await expect(
      survey.getByRole('textbox', { name: 'How many: King bed (6 × 6.5 ft)' }),
    ).toHaveValue('2');
    await expect(survey.getByTestId('survey-cft')).toHaveText('120 cft');
    await expect(survey.getByTestId('survey-history')).toContainText(
      'Bedroom 1: added King bed (6 × 6.5 ft) × 2',
    );

    // A bad quantity is refused with a message, and the list stays as it was.
    await survey
      .getByRole('combobox', { name: 'Item' })
      .selectOption({ label: 'King bed (6 × 6.5 ft)' });
    await survey.getByRole('textbox', { name: /^How many \(0/ }).fill('1000');
    await survey.getByRole('button', { name: 'Save this line' }).click();
    await expect(survey.getByText('How many must be a whole number from 0 to 999.')).toBeVisible();
    await expect(survey.getByTestId('survey-cft')).toHaveText('120 cft');

    // 0 takes it out.
    await survey.getByLabel(/^Room/).fill('Bedroom 1');
    await survey
      .getByRole('combobox', { name: 'Item' })
      .selectOption({ label: 'King bed (6 × 6.5 ft)' });
    await survey.getByRole('textbox', { name: /^How many \(0/ }).fill('0');
    await survey.getByRole('button', { name: 'Save this line' }).click();
    await expect(survey.getByTestId('survey-line')).toHaveCount(0);
  });
});
