import { describe, expect, it } from 'vitest';
import { documentMove } from '@tests/support/document-move';
import { pdfText } from '@tests/support/pdf-text';
import { testEngines } from '@tests/support/test-engines';
import { useAppStore } from '@tests/support/test-app';
import type { LrSnapshot } from '@/features/documents/snapshots';
import { drawLorryReceipt } from '@/features/documents/server/draw-paper';

const lrBody = {
  kind: 'lr',
  vehicleNumber: 'OD02AB1234',
  driver: 'Ramesh Behera',
  declaredValuePaise: 45_000_000,
};

describe.each(testEngines)(
  'weight and distance on the lorry receipt and packing list on %s',
  (engine) => {
    const app = useAppStore(engine);

    it('prints the weighbridge kg and the km staff give; the km defaults to the route’s; bad figures are a 400 naming the field', async () => {
      const { issue, pdf, staff } = await documentMove(app.db);
      const lr = await issue({ ...lrBody, weightKg: 1250, distanceKm: 1602 }, staff.token);
      expect(lr.status).toBe(201);
      const text = pdfText(await pdf((await lr.json()).id));
      expect(text).toContain('Distance 1,602 km');
      expect(text).toContain(
        'Used household goods and personal effects (packing list attached) 1,250 kg',
      );
      expect(text).not.toContain('As loaded');
      expect(text).not.toContain('IBA');

      // Not typed: the route's road km (Bhubaneswar–Pune in content/city-distances.ts); not weighed.
      const list = await issue({ kind: 'packing-list', declaredValuePaise: 100_000 }, staff.token);
      const listText = pdfText(await pdf((await list.json()).id));
      expect(listText).toContain('Gross weight Not weighed');
      expect(listText).toContain('Distance 1,590 km');

      for (const [field, value] of [
        ['weightKg', 12.5],
        ['weightKg', 0],
        ['weightKg', 50_001],
        ['distanceKm', -3],
        ['distanceKm', '900'],
      ] as const) {
        const bad = await issue({ ...lrBody, [field]: value }, staff.token);
        expect(bad.status).toBe(400);
        expect((await bad.json()).error.fields).toHaveProperty(field);
      }
    });

    it('a move within one city has no km to prefill', async () => {
      const { issue, pdf, staff } = await documentMove(app.db, { dropCity: 'Bhubaneswar' });
      const list = await issue({ kind: 'packing-list', weightKg: 640 }, staff.token);
      const text = pdfText(await pdf((await list.json()).id));
      expect(text).toContain('Gross weight 640 kg');
      expect(text).toContain('Distance —');
    });
  },
);

describe('the IBA number', () => {
  it('is printed when the firm has one; a receipt issued before issue 48 still reads "As loaded"', async () => {
    const base = {
      kind: 'lr',
      number: 'LR/2026-27/0007',
      issuedOn: '2026-12-01',
      issuedAt: '2026-12-01T05:00:00.000Z',
      leadReference: 'BK-7Q2M9X',
      seller: {
        legalName: 'MoveEase Packers & Movers Private Limited',
        name: 'MoveEase',
        addressLines: ['Bhubaneswar'],
        phone: null,
        email: null,
        gstin: '21AAHCM4821K1ZL',
        state: 'Odisha',
        stateCode: '21',
        pan: 'AAHCM4821K',
        bank: { accountName: 'x', accountNumber: '1', ifsc: 'HDFC0001753', bankName: 'HDFC' },
        upiId: '',
        signatory: { name: 'S', title: 'Director' },
      },
      customer: {
        name: 'Meera Das',
        addressLines: [],
        phone: null,
        email: null,
        gstin: null,
        state: null,
        stateCode: null,
      },
      move: { from: 'Bhubaneswar', to: 'Pune', moveDate: null },
      vehicleNumber: 'OD02AB1234',
      driver: 'Ramesh',
      packages: 3,
      declaredValuePaise: 0,
      freight: { amountPaise: 100, paid: false },
      risk: 'carrier',
    } satisfies Omit<LrSnapshot, 'consignor' | 'consignee'>;
    const snapshot: LrSnapshot = { ...base, consignor: base.customer, consignee: base.customer };
    const withIba = pdfText(
      await drawLorryReceipt({
        ...snapshot,
        carriage: { weightKg: 3100, distanceKm: 1590, ibaNumber: 'IBA/ODI/2026/0142' },
      }),
    );
    expect(withIba).toContain('IBA transporter no. IBA/ODI/2026/0142');
    expect(withIba).toContain('3,100 kg');
    const before = pdfText(await drawLorryReceipt(snapshot));
    expect(before).toContain('As loaded');
    expect(before).not.toMatch(/Distance|IBA/);
  });
});
