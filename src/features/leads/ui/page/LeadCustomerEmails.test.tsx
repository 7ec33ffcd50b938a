import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { customerEmailListTexts as t } from '@/features/leads/content/staff';
import { formatReceived } from '@/features/leads/format';
import { LeadCustomerEmails } from './LeadCustomerEmails';

const queuedAt = '2030-03-01T05:00:00.000Z';
const sentAt = '2030-03-01T05:00:09.000Z';

describe('the lead page’s emails to the customer', () => {
  it('says for each email what it was and whether it left', () => {
    const html = renderToStaticMarkup(
      <LeadCustomerEmails
        enabled
        emails={[
          { purpose: 'received', status: 'sent', queuedAt, sentAt },
          { purpose: 'booked', status: 'pending', queuedAt, sentAt: null },
          { purpose: 'cancelled', status: 'failed', queuedAt, sentAt: null },
        ]}
      />,
    );
    expect(html).toContain(t.purposes.received);
    expect(html).toContain(t.status.sent(formatReceived(sentAt)));
    expect(html).toContain(t.status.pending(formatReceived(queuedAt)));
    expect(html).toContain(t.status.failed(formatReceived(queuedAt)));
  });

  it('tells none sent apart from emails switched off', () => {
    expect(renderToStaticMarkup(<LeadCustomerEmails enabled emails={[]} />)).toContain(t.none);
    expect(renderToStaticMarkup(<LeadCustomerEmails enabled={false} emails={[]} />)).toContain(
      t.off,
    );
  });
});
