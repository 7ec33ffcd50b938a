import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '@/content/validation';
import { todayInIndia } from '@/lib/dates';
import { testEngines } from '@tests/support/test-engines';
import { jsonRequest, useAppStore } from '@tests/support/test-app';
import { POST } from './route';

const quotation = {
  source: 'quotation',
  name: 'Arjun Nayak',
  email: 'arjun@example.in',
  phone: '+91 98610 45678',
  moveDate: todayInIndia(),
  origin: 'Saheed Nagar, Bhubaneswar',
  destination: 'Baner, Pune',
  moveType: 'commercial',
  inventory: '12 desks',
};
const popup = { source: 'popup', name: 'Lata Rao', email: 'lata@example.in', service: 'Bike' };
const bodies = { quotation, popup };

describe.each(testEngines)('POST /api/quotes on %s', (engine) => {
  const app = useAppStore(engine);
  const rows = () => app.db.selectFrom('quoteRequests').selectAll().execute();

  it('stores a quotation and answers 201 with id, reference and createdAt', async () => {
    const response = await POST(jsonRequest('/api/quotes', quotation));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'reference']);
    expect(body.reference).toMatch(/^QT-/);
    expect(await rows()).toEqual([
      expect.objectContaining({
        ...quotation,
        id: body.id,
        reference: body.reference,
        phone: '+919861045678',
        status: 'new',
        service: null,
      }),
    ]);
  });

  it('stores a quotation without a move type as residential', async () => {
    const response = await POST(jsonRequest('/api/quotes', { ...quotation, moveType: undefined }));
    expect(response.status).toBe(201);
    expect((await rows())[0]?.moveType).toBe('residential');
  });

  it('stores a pop-up request with its service', async () => {
    const response = await POST(jsonRequest('/api/quotes', popup));
    expect(response.status).toBe(201);
    expect(await rows()).toEqual([
      expect.objectContaining({ ...popup, phone: null, moveType: null, origin: null }),
    ]);
  });

  it.each([
    ['quotation' as const, 'source', 'letter', m.quoteSourceInvalid],
    ['quotation' as const, 'name', '', m.nameRequired],
    ['quotation' as const, 'email', 'arjun', m.emailInvalid],
    ['quotation' as const, 'phone', '5550100', m.phoneInvalid],
    ['quotation' as const, 'moveDate', '2001-01-01', m.datePast],
    ['quotation' as const, 'moveDate', 'next week', m.dateInvalid],
    ['quotation' as const, 'origin', '', m.originRequired],
    ['quotation' as const, 'destination', 'd'.repeat(121), m.fieldTooLong],
    ['quotation' as const, 'moveType', 'galactic', m.moveTypeRequired],
    ['quotation' as const, 'inventory', 'i'.repeat(2001), m.textTooLong],
    ['popup' as const, 'name', 'n'.repeat(121), m.nameTooLong],
    ['popup' as const, 'email', '', m.emailRequired],
    ['popup' as const, 'service', undefined, m.quoteServiceRequired],
  ])(
    'answers 400 for a %s with a bad %s (case %#), naming the field, and stores nothing',
    async (kind, field, value, message) => {
      const response = await POST(jsonRequest('/api/quotes', { ...bodies[kind], [field]: value }));
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
