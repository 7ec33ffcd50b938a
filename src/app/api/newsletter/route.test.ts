import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST } from './route';

describe.each(testEngines)('POST /api/newsletter on %s', (engine) => {
  const app = useAppStore(engine);
  const rows = () => app.db.selectFrom('newsletterSubscribers').selectAll().execute();

  it('answers a repeated address exactly like a new one, revealing nothing of the first sign-up, keeping one row', async () => {
    const first = await POST(jsonRequest('/api/newsletter', { email: 'kiran@example.in' }));
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'reference']);
    expect(body.reference).toMatch(/^NL-[2-9A-HJKMNP-Z]{6}$/);
    await new Promise((resolve) => setTimeout(resolve, 5));

    const again = await POST(jsonRequest('/api/newsletter', { email: ' KIRAN@Example.IN' }));
    const fresh = await POST(jsonRequest('/api/newsletter', { email: 'new@example.in' }));
    expect(again.status).toBe(fresh.status);
    expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    const repeat = await again.json();
    expect(Object.keys(repeat).sort()).toEqual(['createdAt', 'id', 'reference']);
    expect(repeat.reference).toMatch(/^NL-[2-9A-HJKMNP-Z]{6}$/);
    expect(repeat.id).not.toBe(body.id);
    expect(repeat.reference).not.toBe(body.reference);
    expect(repeat.createdAt > body.createdAt).toBe(true);
    const stored = await app.db
      .selectFrom('newsletterSubscribers')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', repeat.id), eb('reference', '=', repeat.reference)]))
      .execute();
    expect(stored).toEqual([]);
    expect((await rows()).filter((row) => row.email === 'kiran@example.in')).toEqual([
      expect.objectContaining({ id: body.id, email: 'kiran@example.in', status: 'new' }),
    ]);
  });

  it.each([
    ['missing', undefined, m.emailRequired],
    ['malformed', 'kiran@@example.in', m.emailInvalid],
    ['over 254 characters', `${'k'.repeat(250)}@x.in`, m.emailTooLong],
  ])('answers 400 for an email that is %s and stores nothing', async (_why, email, message) => {
    const response = await POST(jsonRequest('/api/newsletter', { email }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation',
        message: 'Some fields need attention.',
        fields: { email: message },
      },
    });
    expect(await rows()).toHaveLength(0);
  });
});
