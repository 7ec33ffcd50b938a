import { describe, expect, it } from 'vitest';
import { fakeLead, insertFakeLeads } from '@tests/support/fake-leads';
import { pdfText } from '@tests/support/pdf-text';
import { useAppStore } from '@tests/support/test-app';
import { testEngines } from '@tests/support/test-engines';
import { issueDeliveryReceipt } from '@/features/documents/server';
import { findLead } from '@/features/leads/server';
import { GET as track } from '@/app/api/track/route';
import { GET as paper } from './route';

const ADDRESS = { 'x-client-address': '203.0.113.42' };
const get = (handler: typeof track, path: string, query: Record<string, string>) =>
  handler(
    new Request(`http://localhost${path}?${new URLSearchParams(query)}`, { headers: ADDRESS }),
  );

describe.each(testEngines)(
  'the proof of delivery on /track without a quotation on %s',
  (engine) => {
    const app = useAppStore(engine);

    it('is listed by /api/track and served only with the move’s reference and phone', async () => {
      const move = fakeLead('booking', 1, { status: 'booked' });
      const other = fakeLead('booking', 2, { status: 'booked' });
      await insertFakeLeads(app.db, 'booking', [move, other]);
      const facts = {
        steps: [{ label: 'Delivered', at: new Date().toISOString(), by: 'Kiran' }],
        exceptions: [],
        photos: { pickup: 0, delivery: 0 },
        signature: null,
      };
      const issuer = { userId: 'crew', name: 'Kiran' };
      const lead = (await findLead(app.db, 'booking', move.id))!;
      const pod = await issueDeliveryReceipt(app.db, lead, issuer, facts);
      const otherLead = (await findLead(app.db, 'booking', other.id))!;
      const otherPod = await issueDeliveryReceipt(app.db, otherLead, issuer, facts);

      const looked = await (
        await get(track, '/api/track', { reference: move.reference, contact: move.phone })
      ).json();
      expect(looked.quotation).toBeUndefined();
      expect(looked.documents).toEqual([
        { id: pod.id, title: 'Proof of Delivery', number: pod.number },
      ]);

      const own = { reference: move.reference, contact: move.phone, document: pod.id };
      const answer = await get(paper, '/api/track/documents', own);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain(pod.number);

      // Without the access, or another move's paper: the same 404, as JSON.
      for (const query of [
        { ...own, contact: '9999999999' },
        { ...own, document: otherPod.id },
        { ...own, document: 'not-an-id' },
        { reference: other.reference, contact: move.phone, document: otherPod.id },
      ]) {
        const refused = await get(paper, '/api/track/documents', query);
        expect(refused.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
        expect(refused.headers.get('content-type')).toContain('json');
      }
    });
  },
);
