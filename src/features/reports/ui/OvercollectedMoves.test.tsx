import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { reportTexts } from '@/features/reports/content';
import { leadPageHref } from '@/features/leads/dashboard-query';
import { OvercollectedMoves } from './OvercollectedMoves';

it('names each overpaid move with both amounts and a link to its lead page, and nothing when none', () => {
  const html = renderToStaticMarkup(
    <OvercollectedMoves
      moves={[
        {
          leadKind: 'booking',
          leadId: 'b1',
          reference: 'BK-7Q2M9X',
          collectedPaise: 4_500_000,
          invoicedPaise: 4_400_000,
        },
      ]}
    />,
  );
  expect(html).toContain(reportTexts.overcollected.title);
  expect(html).toContain(`href="${leadPageHref('booking', 'b1')}"`);
  expect(html).toMatch(/BK-7Q2M9X: collected ₹45,000(\.00)?, invoiced ₹44,000(\.00)?/);
  expect(renderToStaticMarkup(<OvercollectedMoves moves={[]} />)).toBe('');
});
