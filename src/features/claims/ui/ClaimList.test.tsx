import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { leadPageHref } from '@/features/leads/dashboard-query';
import { ClaimFilter, ClaimList } from './ClaimList';

it('shows each claim with a link to its move, both amounts in ₹ and the India day filed', () => {
  const html = renderToStaticMarkup(
    <ClaimList
      rows={[
        {
          id: 'c1',
          number: 'CL/2026-27/0002',
          leadKind: 'quote',
          leadId: 'q1',
          reference: 'QT-7Q2M9X',
          status: 'open',
          askedPaise: 120_050,
          settledPaise: null,
          // 1 Oct 00:15 in India.
          photos: [],
          at: '2026-09-30T18:45:00.000Z',
        },
        {
          id: 'c2',
          number: 'CL/2026-27/0001',
          leadKind: 'booking',
          leadId: 'b1',
          reference: null,
          status: 'settled',
          askedPaise: 750_000,
          settledPaise: 500_000,
          photos: [],
          at: '2026-09-14T20:00:00.000Z',
        },
      ]}
    />,
  );
  expect(html).toContain(`href="${leadPageHref('quote', 'q1')}"`);
  expect(html).toContain('>QT-7Q2M9X<');
  expect(html).toContain('₹1,200.50');
  expect(html).toContain('1 Oct 2026');
  expect(html).toContain('>Received<');
  expect(html).toContain('₹7,500.00');
  expect(html).toContain('₹5,000.00');
  // The day filed in India (20:00 UTC on the 14th is the 15th there), as the lead page shows it.
  expect(html).toMatch(/>15 Sept? 2026</);
  expect(html).toContain('>Erased<');
  const form = renderToStaticMarkup(<ClaimFilter status="settled" />);
  expect(form).toContain('action="/admin/claims"');
  expect(form).toContain('method="get"');
  expect(form).toMatch(/<label[^>]*for="claim-status"/);
  expect(form).toMatch(/<option value="settled" selected="">Settled<\/option>/);
});
