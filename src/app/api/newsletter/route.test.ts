import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST } from './route';

describe.each(testEngines)('POST /api/newsletter on %s', (engine) => {
  const app = useAppStore(engine);
  const rows = () => app.db.selectFrom('newsletterSubscribers').selectAll().execute();

  it('answers 201 for a new address, then 200 with the same lead for it in any case, keeping one row', async () => {
    const first = await POST(jsonRequest('/api/newsletter', { email: 'kiran@example.in' }));
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'reference']);
    expect(body.reference).toMatch(/^NL-/);

    const again = await POST(jsonRequest('/api/newsletter', { email: ' KIRAN@Example.IN' }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(body);
    expect(await rows()).toEqual([
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
