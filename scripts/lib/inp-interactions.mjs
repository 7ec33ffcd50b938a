// What bench:inp measures: every interactive control of the public site, those of pages other
// issues add, and the floor. `press` is a tap or a click, as INP_TAP chooses (inp.mjs).

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/**
 * Every control that answers a click or key with JavaScript (native ones, such as the FAQ's
 * <details>, are measured too: they must stay fast whatever the page's scripts do).
 * `act` performs one interaction; `before` (optional) prepares the page for it, unmeasured.
 */
export const interactions = [
  {
    name: 'header menu: open (tap)',
    route: '/',
    viewport: phone,
    act: (page, press) => press(page.getByRole('button', { name: 'Open menu' })),
  },
  {
    name: 'header menu: close (Escape)',
    route: '/',
    viewport: phone,
    before: async (page, press) => {
      await press(page.getByRole('button', { name: 'Open menu' }));
      await page.getByRole('dialog').waitFor();
    },
    act: (page) => page.keyboard.press('Escape'),
  },
  {
    name: 'services dropdown: open (click)',
    route: '/',
    viewport: desktop,
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services' })
        .click(),
  },
  {
    name: 'services dropdown: ArrowDown',
    route: '/',
    viewport: desktop,
    before: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Services' })
        .focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
  },
  {
    name: 'booking: Continue to step 2',
    route: '/booking',
    viewport: phone,
    before: async (page) => {
      await page
        .locator('main')
        .getByLabel(/^Full name/)
        .fill('Ananya Mohanty');
      await page
        .locator('main')
        .getByLabel(/^Email/)
        .fill('ananya@example.in');
      await page
        .locator('main')
        .getByLabel(/^Phone/)
        .fill('9861045678');
    },
    act: (page, press) => press(page.getByRole('button', { name: 'Continue' })),
  },
  {
    name: 'booking: step tab (click)',
    route: '/booking',
    viewport: desktop,
    act: (page) => page.getByRole('tab', { name: /Confirmation/ }).click(),
  },
  {
    name: 'booking: type in name',
    route: '/booking',
    viewport: phone,
    before: (page) =>
      page
        .locator('main')
        .getByLabel(/^Full name/)
        .focus(),
    act: (page) => page.keyboard.press('A'),
  },
  {
    name: 'FAQ: open an answer',
    route: '/faq',
    viewport: phone,
    act: (page, press) => press(page.locator('details[name="faq"] summary').nth(1)),
  },
  {
    name: 'quote pop-up: open',
    route: '/quote',
    viewport: phone,
    act: (page, press) => press(page.getByRole('button', { name: 'Open the Quick Quote Form' })),
  },
  {
    name: 'quote pop-up: Cancel',
    route: '/quote',
    viewport: phone,
    before: async (page, press) => {
      await press(page.getByRole('button', { name: 'Open the Quick Quote Form' }));
      await page.getByRole('dialog', { name: 'Get a Free Quote' }).waitFor();
    },
    act: (page, press) =>
      press(
        page
          .getByRole('dialog', { name: 'Get a Free Quote' })
          .getByRole('button', { name: 'Cancel' }),
      ),
  },
  {
    name: 'contact: type in message',
    route: '/contact',
    viewport: phone,
    before: (page) =>
      page
        .locator('main')
        .getByLabel(/^Message/)
        .focus(),
    act: (page) => page.keyboard.press('A'),
  },
];

// Pages other issues add take part once they exist (see the estimate's inputs).
export const optionalInteractions = [
  {
    // The customer's page of a quotation made once the server answers (QUOTATION in inp.mjs):
    // Accept with the form still empty, which the page answers by naming the missing name (its
    // own message under the field, not the browser's bubble: AcceptFields.tsx).
    name: 'quotation: Accept (empty)',
    route: '/q/{token}',
    viewport: phone,
    act: (page, press) => press(page.getByRole('button', { name: 'Accept and book' })),
  },
  {
    name: 'estimate: change an input',
    route: '/estimate',
    viewport: phone,
    act: async (page) => {
      const control = page.locator('main select, main input[type="number"]').first();
      const tag = await control.evaluate((node) => node.tagName);
      if (tag === 'SELECT') {
        const values = await control
          .locator('option')
          .evaluateAll((options) => options.map((option) => option.value).filter(Boolean));
        await control.selectOption(values.at(-1));
      } else {
        await control.focus();
        await page.keyboard.press('ArrowUp');
      }
    },
  },
];

/**
 * The floor: the same tap, measured the same way, on a native <details> in an empty page (no
 * CSS, no script). No control of the site can answer faster than this on the machine at hand.
 */
export const floorInteraction = {
  name: '(floor: <details> on an empty page)',
  route: '(none)',
  viewport: phone,
  html:
    '<!doctype html><meta name="viewport" content="width=device-width"><main><h1>FAQ</h1>' +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<details name="f"><summary>Question ${i + 1}</summary><p>Answer ${i + 1}.</p></details>`,
    ).join('') +
    '</main>',
  act: (page, press) => press(page.locator('summary').nth(1)),
};
