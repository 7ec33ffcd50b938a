import { expect, test } from './support/test';
import { headerLooks } from './support/header-looks';
import { frameText, mainNav } from '../../src/content/nav';
import { site } from '../../src/content/site';
import { desktop, phone } from './support/viewports';

test.describe('header', () => {
  test('takes its scrolled style after 50 px of scroll, not before', async ({ page }) => {
    await page.goto('/welcome');
    const header = page.getByRole('banner');
    // What a visitor sees: the header's shadow and background, not how the page decides them.
    const look = () =>
      header.evaluate((node) => {
        const style = getComputedStyle(node);
        return { shadow: style.boxShadow, background: style.backgroundColor };
      });
    const scrollTo = (top: number) =>
      page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), top);
    const { flat, scrolled } = headerLooks;
    expect(await look()).toEqual(flat);
    await scrollTo(frameText.scrollThreshold - 10);
    await page.waitForTimeout(500); // longer than the header's 300 ms transition
    expect(await look()).toEqual(flat);
    await scrollTo(frameText.scrollThreshold + 10);
    await expect.poll(look).toEqual(scrolled);
    await scrollTo(0);
    await expect.poll(look).toEqual(flat);
  });

  test('has a call button that dials the company', async ({ page }) => {
    await page.goto('/welcome');
    await expect(
      page.getByRole('banner').getByRole('link', { name: new RegExp(frameText.callButton) }),
    ).toHaveAttribute('href', `tel:${site.phone.tel}`);
  });
});

test.describe('unique cards', () => {
  test.use({ viewport: phone });

  test('the cards below the fold fade in when scrolled to', async ({ page }) => {
    await page.goto('/unique');
    const last = page.getByTestId('unique-card').last();
    await expect(last).toHaveAttribute('data-reveal', 'hidden');
    await expect(last).toHaveCSS('opacity', '0');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-reveal', 'shown');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('under reduced motion every card is visible at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/unique');
    const cards = page.getByTestId('unique-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('data-reveal', 'static');
      await expect(card).toHaveCSS('opacity', '1');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the unique cards are all visible', async ({ page }) => {
    await page.goto('/unique');
    const cards = page.getByTestId('unique-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
  });

  test('the Services menu opens on hover and on keyboard focus', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/welcome');
    const header = page.getByRole('banner');
    const item = header.getByRole('link', { name: mainNav.services.items[0]!.label });
    await expect(item).toBeHidden();
    await header.getByRole('button', { name: mainNav.services.label }).hover();
    await expect(item).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(item).toBeHidden();
    await header.getByRole('button', { name: mainNav.services.label }).focus();
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
  });

  test('the menu opens and closes in the browser itself (popover)', async ({ page }) => {
    await page.goto('/booking');
    const button = page.getByRole('button', { name: frameText.openMenu });
    const menu = page.getByRole('dialog', { name: frameText.menuTitle });
    // No script keeps aria-expanded here: the browser says it for a popover's button by itself,
    // so the server must not write a stale one. Read from Chromium's own accessibility tree.
    const cdp = await page.context().newCDPSession(page);
    const expanded = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const node = nodes.find(
        (node) => node.role?.value === 'button' && node.name?.value === frameText.openMenu,
      );
      return node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    };
    await expect(button).not.toHaveAttribute('aria-expanded');
    expect(await expanded()).toBe(false);
    await button.click();
    await expect(menu).toBeVisible();
    expect(await expanded()).toBe(true);
    await expect(menu.getByRole('button', { name: frameText.closeMenu })).toBeFocused();
    await expect(
      menu.getByRole('link', { name: mainNav.after[0].label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: frameText.closeMenu }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('the WhatsApp button opens a chat with the company number and a greeting', async ({
  page,
}) => {
  await page.goto('/welcome');
  const button = page.getByRole('link', { name: frameText.whatsappLabel });
  await expect(button).toBeVisible();
  const url = new URL((await button.getAttribute('href'))!);
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toBe(`/${site.whatsapp.number}`);
  // The chat number is the phone number the site shows, without the plus.
  expect(`+${site.whatsapp.number}`).toBe(site.phone.tel);
  expect(url.searchParams.get('text')).toBe(site.whatsapp.message);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', /noopener/);
});

test('at the bottom of a page the WhatsApp button covers no footer link', async ({ page }) => {
  await page.goto('/faq');
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const covered = await page.evaluate(() => {
      const button = document.querySelector('a[href^="https://wa.me"]')!.getBoundingClientRect();
      return [...document.querySelectorAll('#site-footer a')]
        .filter((link) => !link.matches('[href^="https://wa.me"]'))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return (
            box.width > 0 &&
            box.left < button.right &&
            box.right > button.left &&
            box.top < button.bottom &&
            box.bottom > button.top
          );
        })
        .map((link) => link.textContent);
    });
    expect(covered, `at ${width} px`).toEqual([]);
  }
});

test('on a phone the WhatsApp button never sits on a field, a button or a link as the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let hiddenSomewhere = false;
  for (const path of ['/', '/booking', '/contact', '/services/quotation', '/estimate']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const button = page.getByTestId('whatsapp-button');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 150) {
      // One round trip per step: scroll, wait two frames and then a task (the button checks in
      // a task queued at the next frame, just after its paint), then look.
      const covered = await page.evaluate(async (y) => {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
        );
        const link = document.querySelector<HTMLElement>('[data-testid="whatsapp-button"]')!;
        if (getComputedStyle(link).visibility === 'hidden') return null;
        const box = link.getBoundingClientRect();
        return (
          [
            ...document.querySelectorAll<HTMLElement>(
              'a[href], button, input, select, textarea, summary',
            ),
          ]
            .filter((element) => element !== link && element.checkVisibility())
            // Each line box of the element, not their union: a link wrapped over two lines does
            // not lie under the corner its shorter second line leaves empty.
            .filter((element) =>
              [...element.getClientRects()].some(
                (other) =>
                  other.width > 0 &&
                  other.left < box.right - 8 &&
                  other.right > box.left + 8 &&
                  other.top < box.bottom - 8 &&
                  other.bottom > box.top + 8,
              ),
            )
            .map((element) => element.textContent?.trim() || element.getAttribute('name'))
        );
      }, top);
      if (covered === null) hiddenSomewhere = true;
      else expect(covered, `${path} scrolled to ${top}`).toEqual([]);
    }
    await expect(button).toHaveCount(1);
  }
  // The check did something: on these pages there is always a moment the button steps aside.
  expect(hiddenSomewhere).toBe(true);
});
