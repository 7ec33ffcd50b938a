import { randomInt } from 'node:crypto';
import { expect, test } from './support/test';
import { cameraPhoto, photo, sign } from './support/crew-phone';
import { pdfPicture, pdfText } from '../support/pdf-text';
import { noAxeViolations, screenshots, SCREENSHOTS } from './support/look';
import { inDays, signIn, unique } from './support/admin';

const PHONE = { width: 390, height: 844 };
const shoot = screenshots('test-results/screenshots/crew');
const HERE = { latitude: 20.2961, longitude: 85.8245 };

test.describe('the move day on the crew’s phone (issue 47)', () => {
  test('a crew member signs in by phone number and records the day: arrival, 3 photos, signatures, loaded, offline steps, delivered; the proof of delivery opens; /track shows it all; axe clean', async ({
    browser,
    page: owner,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    await signIn(owner);
    const name = unique('Sunita Rao');
    const created = await owner.request.post('/api/bookings', {
      data: {
        name,
        email: 'sunita@example.in',
        phone: '98610 45678',
        service: 'household-shifting',
        date: inDays(0),
        pickup: { city: 'Bhubaneswar', area: 'Saheed Nagar', address: 'Plot 12' },
        drop: { city: 'Pune', area: 'Baner', address: 'Flat 4B, Palm Court' },
      },
    });
    expect(created.status()).toBe(201);
    const move = (await created.json()) as { id: string; reference: string };
    const survey = await owner.request.put(`/api/admin/leads/bookings/${move.id}/inventory`, {
      data: {
        rooms: [
          { name: 'Living room', items: [{ itemId: 'sofa-3-seat', qty: 1 }] },
          { name: 'Bedroom', items: [{ itemId: 'dressing-table', qty: 1 }] },
          { name: 'Kitchen', items: [{ itemId: 'coffee-table-glass', qty: 1 }] },
        ],
      },
    });
    expect(survey.status()).toBe(200);
    const mobile = `9${randomInt(100_000_000, 999_999_999)}`;
    const added = await owner.request.post('/api/admin/users', {
      headers: { origin: baseURL! },
      data: { name: 'Ravi Crew', phone: mobile, role: 'crew' },
    });
    expect(added.status()).toBe(201);
    const crew = (await added.json()) as { id: string; inviteUrl: string };
    const planned = await owner.request.patch(`/api/admin/leads/bookings/${move.id}`, {
      data: { crew: { count: 3, memberIds: [crew.id] } },
    });
    expect(planned.status()).toBe(200);

    // The crew member's phone: sets a password from the WhatsApp link, then signs in by number.
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      geolocation: HERE,
      permissions: ['geolocation'],
      extraHTTPHeaders: { 'x-forwarded-for': `198.18.220.${randomInt(1, 255)}` },
    });
    const phone = await context.newPage();
    await phone.goto(new URL(crew.inviteUrl).pathname);
    await phone.getByLabel('New password').fill('ravi-lifts-2026');
    await phone.getByRole('button', { name: 'Set password and sign in' }).click();
    await phone.waitForURL(/\/admin/);
    await context.clearCookies();
    await phone.goto('/admin/sign-in');
    await phone.getByLabel('Email or mobile number').fill(mobile);
    await phone.getByLabel('Password').fill('ravi-lifts-2026');
    await phone.getByRole('button', { name: 'Sign in' }).click();
    const list = phone.getByTestId('crew-moves');
    await expect(list).toContainText(name);
    await list.getByRole('link').filter({ hasText: name }).click();
    const sheet = phone.getByTestId('crew-sheet');
    await expect(sheet.getByRole('heading', { name })).toBeVisible();

    const next = phone.getByTestId('next-step');
    const status = (text: string | RegExp) =>
      expect(sheet.getByText(text, { exact: true })).toBeVisible();
    await next.click();
    await status('Arrived at pickup: saved.');

    // Three things photographed at pickup, each with its condition.
    const notes = [
      'Sofa: small tear on the left arm',
      'Mirror: old scratch',
      'Glass top: no marks',
    ];
    const items = [
      'Sofa, 3 seats (Living room)',
      'Dressing table with mirror (Bedroom)',
      'Centre table, glass top (Kitchen)',
    ];
    // The first straight from the camera: the phone makes it small before it goes (at most
    // 1,600 px a side, as the server keeps it), a fraction of the camera's bytes on a slow link.
    const camera = await cameraPhoto();
    // What the page hands to fetch (Chromium does not report a multipart body's file bytes).
    await phone.evaluate(() => {
      const send = window.fetch;
      window.fetch = (input, init) => {
        const photo = init?.body instanceof FormData ? init.body.get('file') : null;
        if (photo instanceof File) (window as { sentPhoto?: number }).sentPhoto ??= photo.size;
        return send(input, init);
      };
    });
    for (let i = 0; i < 3; i++) {
      await phone.getByLabel('Take a photo at pickup').setInputFiles({
        name: `photo-${i}.jpg`,
        mimeType: 'image/jpeg',
        buffer: i === 0 ? camera : await photo(i),
      });
      await phone.getByLabel('Which thing (optional)').selectOption({ label: items[i]! });
      await phone.getByLabel(/^Condition/).fill(notes[i]!);
      await phone.getByRole('button', { name: 'Save photo' }).click();
      await expect(phone.getByTestId('crew-photo-count')).toHaveText(
        `${i + 1} photo${i ? 's' : ''} taken.`,
      );
      if (i > 0) continue;
      const sent = await phone.evaluate(() => (window as { sentPhoto?: number }).sentPhoto ?? 0);
      expect(camera.length).toBeGreaterThan(1_500_000);
      expect(sent, `sent ${sent} bytes of a ${camera.length}-byte photo`).toBeLessThan(
        camera.length / 4,
      );
    }
    await next.click();
    await status('Packed: saved.');

    // The customer signs the pickup list.
    await sign(phone);
    await phone.getByLabel('Name of the person signing').fill('Sunita Rao');
    await phone.getByRole('button', { name: 'Save signature' }).click();
    await status('Signature saved.');

    await phone.getByLabel('Expected delivery day').fill(inDays(3));
    await next.click();
    await status('Loaded: saved.');
    await expect(phone.getByTestId('whatsapp-loaded')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919861045678\?text=/,
    );
    await next.click();
    await status('On the way: saved.');
    await shoot(phone, 'crew-sheet');
    await noAxeViolations(phone, 'the crew sheet at 390 px');

    // No signal at the drop, and the phone dropped the tab: reopened, the service worker gives
    // the sheet's last good copy (kept as each step was sent); the steps then wait on the phone.
    const offlineStarted = Date.now();
    await expect
      .poll(
        () =>
          phone.evaluate(async () => {
            const kept = await caches.match(location.pathname);
            return kept ? (await kept.text()).includes('Reached the drop') : false;
          }),
        { timeout: 15_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    const reopened = await phone.reload();
    expect(reopened?.fromServiceWorker()).toBe(true);
    await expect(sheet.getByRole('heading', { name })).toBeVisible();
    await expect(next).toHaveText('Reached the drop');
    await next.click();
    const waiting = phone.getByTestId('crew-waiting');
    await expect(waiting).toContainText('Waiting for signal: 1 entry');
    await sign(phone);
    await phone.getByLabel('Name of the person signing').fill('Sunita Rao');
    await phone.getByRole('button', { name: 'Save signature' }).click();
    await expect(waiting).toContainText('Waiting for signal: 2 entries');
    await expect(waiting).toContainText('Signature at delivery');
    const kept = await phone.evaluate(
      () =>
        new Promise<{ key: string; milestone?: string }[]>((resolve) => {
          const open = indexedDB.open('crew-queue');
          open.onsuccess = () => {
            const all = open.result.transaction('entries').objectStore('entries').getAll();
            all.onsuccess = () => resolve(all.result);
          };
        }),
    );
    expect(kept).toHaveLength(2);
    const reachedKey = kept.find((entry) => entry.milestone === 'reached')!.key;
    await phone.evaluate(() => window.scrollTo(0, 0));
    if (SCREENSHOTS)
      await phone.screenshot({ path: 'test-results/screenshots/crew/crew-sheet-offline-390.png' });
    await context.setOffline(false);
    await expect(waiting).not.toContainText('Waiting for signal');
    await expect(sheet).toContainText('Reached the drop:');
    await expect(sheet).toContainText('2 signatures saved.');
    // A second sync sends nothing new: the same keys give back the first records.
    await phone.evaluate(() => window.dispatchEvent(new Event('online')));
    const again = await phone.request.post(`/api/admin/leads/bookings/${move.id}/milestones`, {
      headers: { 'idempotency-key': reachedKey, origin: baseURL! },
      data: { kind: 'reached' },
    });
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    await phone.reload();
    await expect(sheet).toContainText('2 signatures saved.');
    console.log(`offline reload and sync: ${((Date.now() - offlineStarted) / 1000).toFixed(1)} s`);
    // The worker kept this sheet and the build's static files, and nothing else (no API answer).
    const keptUrls = await phone.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(keptUrls).toContain(`/admin/moves/${move.id}`);
    for (const url of keptUrls)
      expect(url).toMatch(/^\/admin\/moves\/[0-9a-f-]{36}$|^\/_next\/static\//);

    // Delivered, with the exception noted: the proof of delivery is issued with the step.
    await phone.getByLabel(/^Exceptions/).fill('One carton of books wet');
    await next.click();
    await expect(sheet).toContainText('All steps done: this move is delivered.');
    // The phone told where (the first step may be taken before it answers: never waited for).
    await expect(sheet.getByRole('link', { name: /^Where: Loaded/ })).toHaveAttribute(
      'href',
      /query=20\.2961/,
    );
    await expect(phone.getByTestId('whatsapp-delivered')).toBeVisible();
    await phone.evaluate(() => window.scrollTo(0, 0));
    if (SCREENSHOTS)
      await phone.screenshot({
        path: 'test-results/screenshots/crew/crew-sheet-delivered-390.png',
      });
    await noAxeViolations(phone, 'the delivered crew sheet with its proof at 390 px');

    const documents = await owner.request.get(`/api/admin/leads/bookings/${move.id}/documents`);
    const { items: papers } = (await documents.json()) as {
      items: { kind: string; url: string; number: string }[];
    };
    const proof = papers.find((d) => d.kind === 'delivery-receipt')!;
    expect(proof.number).toMatch(/^POD\//);
    // The proof of delivery opens from the crew's own sheet, with the crew member's session.
    const proofHref = (await phone.getByTestId('crew-proof').getAttribute('href'))!;
    const pdf = await phone.request.get(proofHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const paper = await pdf.body();
    // The paper as a picture, to be looked at beside the sheet's screenshots.
    pdfPicture(paper, 'test-results/screenshots/crew/proof-of-delivery');
    const text = pdfText(paper);
    for (const expected of [
      'PROOF OF DELIVERY',
      proof.number,
      'One carton of books wet',
      'Sunita Rao — signed on the crew’s phone',
      '3 photos at pickup, 0 at delivery',
      'Reached the drop',
      'Dressing table with mirror',
    ])
      expect(text).toContain(expected);

    // The customer on /track: every step, the photos (only through their look-up), axe clean.
    const customer = await browser.newContext({ viewport: PHONE });
    const track = await customer.newPage();
    await track.goto(`/track?reference=${move.reference}&contact=9861045678`);
    const steps = track.getByTestId('track-milestones');
    for (const label of [
      'Arrived at pickup',
      'Packed',
      'Loaded',
      'On the way',
      'Reached the drop',
      'Delivered',
    ])
      await expect(steps).toContainText(label);
    // No quotation on this move: its proof of delivery is listed all the same, and opens.
    await expect(track.getByText('proof of delivery is below')).toBeVisible();
    const download = track.getByRole('link', {
      name: new RegExp(proof.number.replaceAll('/', '\\/')),
    });
    const customerPdf = await customer.request.get((await download.getAttribute('href'))!);
    expect(customerPdf.headers()['content-type']).toBe('application/pdf');
    const thumbs = track.getByTestId('track-photos').getByRole('img');
    await expect(thumbs).toHaveCount(3);
    await expect
      .poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const src = (await thumbs.first().getAttribute('src'))!;
    const stranger = await customer.request.get(src.replace('9861045678', '9861000000'));
    expect(stranger.status()).toBe(404);
    await noAxeViolations(track, '/track with the move day at 390 px');
    await shoot(track, 'track');
    console.log(`crew journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await context.close();
    await customer.close();
  });
});
