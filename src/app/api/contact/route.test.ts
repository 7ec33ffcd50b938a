import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST } from './route';

const valid = {
  name: 'Sunita Mishra',
  email: 'Sunita@Example.in',
  message: 'Can you pack a glass cabinet?',
};

describe.each(testEngines)('POST /api/contact on %s', (engine) => {
  const app = useAppStore(engine);
  const rows = () => app.db.selectFrom('contactMessages').selectAll().execute();

  it('stores a valid message and answers 201 with id, reference and createdAt', async () => {
    const response = await POST(jsonRequest('/api/contact', valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'reference']);
    expect(body.reference).toMatch(/^CT-/);
    expect(await rows()).toEqual([
      expect.objectContaining({
        id: body.id,
        reference: body.reference,
        createdAt: body.createdAt,
        status: 'new',
        name: 'Sunita Mishra',
        email: 'sunita@example.in',
        message: valid.message,
      }),
    ]);
  });

  it.each([
    ['name', 'missing', undefined, m.nameRequired],
    ['name', '121 characters', 'n'.repeat(121), m.nameTooLong],
    ['email', 'malformed', 'sunita@', m.emailInvalid],
    ['email', 'over 254 characters', `${'e'.repeat(250)}@x.in`, m.emailTooLong],
    ['message', 'blank', '   ', m.messageRequired],
    ['message', '2001 characters', 'x'.repeat(2001), m.textTooLong],
  ])(
    'answers 400 for a %s that is %s, naming the field, and stores nothing',
    async (field, _why, value, message) => {
      const response = await POST(jsonRequest('/api/contact', { ...valid, [field]: value }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'validation',
          message: 'Some fields need attention.',
          fields: { [field]: message },
        },
      });
      expect(await rows()).toHaveLength(0);
    },
  );
});
