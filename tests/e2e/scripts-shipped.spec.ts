import { expect, test } from './support/test';

// What a form page downloads once its form code has arrived. Zod's own `z` namespace shipped
// all of Zod's ~50 languages to every form page, a 392 KB script of which no page shows a
// word (src/lib/zod-used.ts says why).
test('a form page loads Zod without its translations', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/quote');
  await page.locator('form input[type="email"]').first().focus();
  // The schemas arrive after the page is idle, or at the first focus: wait for Zod itself.
  await expect
    .poll(() => bodies.some((body) => body.includes('jitless')), { timeout: 15_000 })
    .toBe(true);
  // German is one of the languages; a count keeps a failure's report short.
  expect(bodies.filter((body) => body.includes('Base64-codierter String')).length).toBe(0);
});
