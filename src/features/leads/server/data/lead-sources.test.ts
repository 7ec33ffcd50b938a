import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '@/content/validation';
import { GET as getLead } from '@/app/api/admin/leads/[type]/[id]/route';
import { GET as listLeads } from '@/app/api/admin/leads/route';
import { POST as exportCsv } from '@/app/api/admin/export/route';
import { POST as postBooking } from '@/app/api/bookings/route';
import { POST as postQuote } from '@/app/api/quotes/route';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { adminRequest, params } from '@tests/support/admin-requests';
import { sampleBooking } from '@tests/support/sample-booking';
import { makeUser } from '@tests/support/test-users';

// The no-JS form post reads the request's headers (next/headers), as the server action does.
const request = { headers: new Headers() };
vi.mock('next/headers', () => ({ headers: async () => request.headers }));

const { submitContact } = await import('@/features/leads/server/actions/lead-forms');

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe.each(testEngines)('where a lead came from, on %s', (engine) => {
  const app = useAppStore(engine);
  const sources = () => app.db.selectFrom('leadSources').selectAll().execute();

  it('stores the API’s source with the booking, cleaned and bounded, and the lead view carries it', async () => {
    const response = await postBooking(
      jsonRequest(
        '/api/bookings',
        sampleBooking({
          source: {
            utmSource: ' Google\u202E ',
            utmMedium: 'cpc',
            utmCampaign: 'x'.repeat(500),
            referrer: 'https://www.Google.co.in/search?q=packers',
            landing: '/services/car-shifting?utm_source=google&phone=98765',
            device: 'phone',
          },
        }),
      ),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await sources();
    expect(row).toMatchObject({
      leadKind: 'booking',
      leadId: id,
      utmSource: 'Google',
      utmMedium: 'cpc',
      referrer: 'google.co.in',
      landing: '/services/car-shifting',
      device: 'phone',
      label: 'google',
    });
    expect(row?.utmCampaign).toHaveLength(100);

    const owner = await makeUser(app.db, 'owner');
    const view = await getLead(
      adminRequest(`/api/admin/leads/bookings/${id}`, { cookie: owner.token }),
      params({ type: 'bookings', id }),
    );
    expect(await view.json()).toMatchObject({
      attribution: { label: 'google', utmMedium: 'cpc', device: 'phone' },
    });
  });

  const refused = [
    {
      name: 'a source that is not an object',
      source: 'google',
      message: validationMessages.leadSourceInvalid,
    },
    {
      name: 'a part that is not a string',
      source: { utmSource: 7 },
      message: validationMessages.leadSourceInvalid,
    },
    {
      name: 'an unknown device',
      source: { device: 'tablet' },
      message: validationMessages.deviceInvalid,
    },
  ];
  it.each(refused)('refuses $name with 400 and stores nothing', async ({ source, message }) => {
    const response = await postBooking(jsonRequest('/api/bookings', sampleBooking({ source })));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'validation', fields: { source: message } },
    });
    expect(await app.db.selectFrom('bookings').selectAll().execute()).toHaveLength(0);
    expect(await sources()).toHaveLength(0);
  });

  it('a quote request keeps `source` for its form and takes `attribution`', async () => {
    const response = await postQuote(
      jsonRequest('/api/quotes', {
        source: 'popup',
        name: 'Asha',
        email: 'asha@example.in',
        service: 'Car',
        attribution: { referrer: 'justdial.com' },
      }),
    );
    expect(response.status).toBe(201);
    expect(await sources()).toMatchObject([{ leadKind: 'quote', label: 'justdial.com' }]);
  });

  it('without a source an API lead has none, and says so (null)', async () => {
    const response = await postBooking(jsonRequest('/api/bookings', sampleBooking()));
    expect(response.status).toBe(201);
    expect(await sources()).toHaveLength(0);
  });

  const formCases = [
    {
      name: 'without JavaScript: the form page’s own address and the user agent',
      fields: {},
      headers: {
        referer:
          'http://localhost:3000/contact?utm_source=Flyer&utm_medium=print&utm_campaign=diwali',
        'user-agent': PHONE_UA,
      },
      stored: {
        utmSource: 'Flyer',
        utmMedium: 'print',
        utmCampaign: 'diwali',
        referrer: null,
        landing: '/contact',
        device: 'phone',
        label: 'flyer',
      },
    },
    {
      name: 'with JavaScript: the landing page’s source in hidden fields',
      fields: {
        'source.utmSource': 'facebook',
        'source.referrer': 'm.facebook.com',
        'source.landing': '/services/office-relocation',
        'source.device': 'tablet',
      },
      headers: { referer: 'http://localhost:3000/contact', 'user-agent': PHONE_UA },
      stored: {
        utmSource: 'facebook',
        referrer: 'm.facebook.com',
        landing: '/services/office-relocation',
        // A tampered device is dropped, the lead kept.
        device: null,
        label: 'facebook',
      },
    },
    {
      name: 'a typed-in visit without JavaScript is direct',
      fields: {},
      headers: {
        referer: 'http://localhost:3000/contact',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)',
      },
      stored: {
        utmSource: null,
        referrer: null,
        landing: '/contact',
        device: 'desktop',
        label: 'direct',
      },
    },
  ];
  it.each(formCases)('a form’s lead: $name', async ({ fields, headers, stored }) => {
    request.headers = new Headers({ 'x-test': '1', ...headers });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Form Sender',
      email: 'form@example.in',
      message: 'Please call',
      ...fields,
    }))
      form.set(name, value);
    const state = await submitContact({ ok: false, values: {}, fieldErrors: {} } as never, form);
    expect(state).toMatchObject({ ok: true });
    expect(await sources()).toMatchObject([{ leadKind: 'contact', ...stored }]);
  });

  it('staff filter the list and the CSV by source', async () => {
    const send = (source?: object) =>
      postBooking(jsonRequest('/api/bookings', sampleBooking(source ? { source } : {})));
    await send({ utmSource: 'Google', utmMedium: 'cpc' });
    await send({ referrer: 'https://justdial.com/x' });
    await send({ device: 'desktop' });
    await send({ utmSource: 'google' });
    await send();
    const owner = await makeUser(app.db, 'owner');
    const list = async (source: string) => {
      const response = await listLeads(
        adminRequest(`/api/admin/leads?type=bookings&source=${source}`, { cookie: owner.token }),
        {},
      );
      return ((await response.json()) as { total: number }).total;
    };
    expect(await list('google')).toBe(2);
    expect(await list('GOOGLE')).toBe(2);
    expect(await list('justdial.com')).toBe(1);
    expect(await list('direct')).toBe(1);
    expect(await list('')).toBe(5);
    const csv = await (
      await exportCsv(
        adminRequest('/api/admin/export?type=bookings&source=google', {
          method: 'POST',
          cookie: owner.token,
        }),
        {},
      )
    ).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/,"Source","Campaign source \(utm_source\)",/);
    expect(lines.slice(1).map((line) => line.split(',').at(-7))).toEqual(['"google"', '"google"']);
  });
});
