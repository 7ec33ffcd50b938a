import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { noAxeViolations, screenshots } from './support/look';
import { inDays, signIn, unique } from './support/admin';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const shoot = screenshots('test-results/screenshots/claims');

/** The /verify link a PDF prints under its QR code, read back as a reader's tool reads it. */
function verifyLinkOf(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-raw', path.join(dir, 'doc.pdf'), '-'], {
      encoding: 'utf8',
    });
    return /https?:\/\/\S+\/verify\/[2-9A-HJKMNP-Z]{20}/.exec(text)![0];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A phone photo of the damage: a JPEG (2000×1500, noise so it is a few hundred KB). */
async function damagePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [2000, 1500];
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + seed * 104729 + (i >> 11)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

test.describe('damage claims and verifiable papers (issue 48)', () => {
  test('the customer files a claim from /track on a phone; the office settles it; the customer sees it; a paper’s QR link verifies it; axe clean', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const name = unique('Meera Das');
    const created = await page.request.post('/api/bookings', {
      data: {
        name,
        email: 'meera@example.in',
        phone: '98610 45678',
        service: 'household-shifting',
        date: inDays(1),
        pickup: { city: 'Bhubaneswar', area: 'Saheed Nagar', address: 'Plot 12' },
        drop: { city: 'Pune' },
      },
    });
    const lead = (await created.json()) as { id: string; reference: string };
    const list = await page.request.post(`/api/admin/leads/bookings/${lead.id}/documents`, {
      data: { kind: 'packing-list', weightKg: 1250 },
    });
    expect(list.status()).toBe(201);
    const done = await page.request.patch(`/api/admin/leads/bookings/${lead.id}`, {
      // The move is tomorrow: the owner marks it done early, with the reason the audit log keeps.
      data: { status: 'done', force: true, reason: 'Delivered a day early' },
    });
    expect(done.status()).toBe(200);

    // The customer, on a phone.
    const customer = await browser.newContext({ viewport: PHONE });
    const phone = await customer.newPage();
    await phone.goto(`/track?reference=${lead.reference}&contact=9861045678`);
    const claims = phone.locator('section[aria-labelledby="track-claims-heading"]');
    await expect(claims.getByRole('heading', { name: 'Damage or loss' })).toBeVisible();
    await noAxeViolations(phone, '/track with the claim form at 390 px');
    await claims.getByLabel('What happened').fill('The fridge door arrived dented.');
    await claims.getByLabel('Item (and package number)').first().fill('Fridge (pkg 3)');
    await claims.getByLabel('Damage').first().fill('Door dented');
    await claims.getByLabel('Amount asked, ₹').first().fill('6,000');
    // Two photos of the fridge, as the phone's file picker hands them over.
    await claims
      .getByLabel('Photos of the damage')
      .first()
      .setInputFiles([
        { name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await damagePhoto(1) },
        { name: 'IMG_0413.jpg', mimeType: 'image/jpeg', buffer: await damagePhoto(2) },
      ]);
    await shoot(phone, 'track-claim-form');
    await claims.getByRole('button', { name: 'Send the claim' }).click();
    await expect(claims.getByText(/^Claim CL\/\d{4}-\d\d\/\d{4} received\./)).toBeVisible();
    await phone.reload();
    const filed = claims.getByTestId('track-claims');
    await expect(filed).toContainText('Received');
    await expect(filed.getByRole('img', { name: /^Photo of item 1 of claim CL\// })).toHaveCount(2);
    await shoot(phone, 'track-claim');
    // The same look-up in Hindi: the form's own words too, not only the server's around it.
    const hindi = await customer.newPage();
    await hindi.goto(`/hi/track?reference=${lead.reference}&contact=9861045678`);
    await expect(hindi.getByLabel('क्या हुआ')).toBeVisible();
    await expect(hindi.getByRole('button', { name: 'क्लेम भेजें' })).toBeVisible();
    await hindi.close();

    // The office settles it from the lead page.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/admin/leads/bookings/${lead.id}`);
    const card = page.locator('section[aria-labelledby="claims"]');
    // Both photos, each a link to the photo as kept.
    const photos = card.getByRole('link', { name: /^Photo \d \(1600 × 1200\), opens full size$/ });
    await expect(photos).toHaveCount(2);
    const full = await page.request.get((await photos.first().getAttribute('href'))!);
    expect(full.headers()['content-type']).toBe('image/jpeg');
    // Looked at first (the customer is told), then settled.
    await card.getByLabel('New status').selectOption('under-review');
    await card.getByRole('button', { name: 'Update claim' }).click();
    await expect(card).toContainText('Under review');
    await card.getByLabel('New status').selectOption('settled');
    await card.getByLabel('Amount settled, ₹ (when settling)').fill('5,000');
    await card
      .getByLabel('Note to the customer (emailed, shown on Track)')
      .fill('Paid by bank transfer.');
    await card.getByRole('button', { name: 'Update claim' }).click();
    // A settled claim is final: the card shows it with no form left.
    await expect(card).toContainText('Settled ₹5,000.00');
    await expect(card.getByRole('button', { name: 'Update claim' })).toHaveCount(0);
    await noAxeViolations(page, 'the lead page with its claim at 1280 px');
    await shoot(page, 'lead-claims', card);

    // The office's list of every claim, filtered to the settled ones, at both widths.
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/claims?status=settled');
      const row = page.getByRole('row').filter({ hasText: lead.reference });
      await expect(row).toContainText('₹5,000.00');
      await expect(row.getByRole('img')).toHaveCount(2);
      await noAxeViolations(page, `/admin/claims at ${viewport.width} px`);
      await shoot(page, 'claims-list');
    }

    await phone.reload();
    await expect(claims.getByTestId('track-claims')).toContainText('Settled ₹5,000.00');
    await expect(claims.getByTestId('track-claims')).toContainText('Paid by bank transfer.');
    await expect(filed.getByRole('img')).toHaveCount(2);
    await noAxeViolations(phone, '/track with a settled claim and its photos at 390 px');

    // Without JavaScript the same form posts to the API, which sends the phone back here.
    const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto(`/track?reference=${lead.reference}&contact=9861045678`);
    const plainClaims = noJs.locator('section[aria-labelledby="track-claims-heading"]');
    await plainClaims.getByLabel('What happened').fill('A chair leg broke.');
    await plainClaims.getByLabel('Item (and package number)').first().fill('Chair (pkg 7)');
    await plainClaims.getByLabel('Damage').first().fill('Leg broken');
    await plainClaims.getByLabel('Amount asked, ₹').first().fill('1500');
    await plainClaims
      .getByLabel('Photos of the damage')
      .first()
      .setInputFiles({ name: 'chair.jpg', mimeType: 'image/jpeg', buffer: await damagePhoto(3) });
    await plainClaims.getByRole('button', { name: 'Send the claim' }).click();
    await expect(noJs).toHaveURL(/[?&]claim=filed/);
    await expect(plainClaims.getByText(/^Your claim is received/)).toBeVisible();
    await expect(plainClaims.getByTestId('track-claims')).toContainText('Asked ₹1,500.00');
    await expect(plainClaims.getByTestId('track-claims').getByRole('img')).toHaveCount(3);
    await plain.close();

    // The packing list's QR link: ours, with nothing private; a wrong code is not ours.
    const listId = ((await list.json()) as { id: string }).id;
    const pdf = await page.request.get(`/api/admin/documents/${listId}`);
    const link = verifyLinkOf(await pdf.body());
    const check = await customer.newPage();
    for (const viewport of [PHONE, DESKTOP]) {
      await check.setViewportSize(viewport);
      await check.goto(new URL(link).pathname);
      await expect(
        check.getByRole('heading', { name: 'This is a document we issued' }),
      ).toBeVisible();
      await expect(check.getByText('Packing List', { exact: true })).toBeVisible();
      await expect(check.locator('main')).not.toContainText(name);
      await noAxeViolations(check, `/verify at ${viewport.width} px`);
      await shoot(check, 'verify');
    }
    const unknown = await check.goto('/verify/23456789ABCDEFGHJKMN');
    expect(unknown?.status()).toBe(404);
    await expect(
      check.getByRole('heading', { name: 'This is not a document of ours' }),
    ).toBeVisible();
    await noAxeViolations(check, '/verify unknown');

    // The owner's GST summary and balances on the figures page.
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: /^GST summary for a month/ })).toBeVisible();
    await noAxeViolations(page, '/admin/reports with the GST summary at 1280 px');
    await shoot(page, 'reports-gst', page.locator('section[aria-labelledby="gst-heading"]'));
    await customer.close();
  });
});
