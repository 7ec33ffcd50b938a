import { customerEmailListTexts as t } from '@/features/leads/content/staff';
import { formatReceived } from '@/features/leads/format';
import type { LeadDetail } from '@/features/leads/staff-views';

/** Which emails the customer was sent about this request, and whether each left. */
export function LeadCustomerEmails({
  emails,
  enabled,
}: {
  emails: NonNullable<LeadDetail['customerEmails']>;
  enabled: boolean;
}) {
  if (emails.length === 0) return <p className="text-slate-700">{enabled ? t.none : t.off}</p>;
  return (
    <ul className="space-y-3" data-testid="customer-emails">
      {emails.map((email) => (
        <li key={email.purpose}>
          <p className="font-semibold text-slate-900">{t.purposes[email.purpose]}</p>
          <p className={`text-sm ${email.status === 'failed' ? 'text-red-800' : 'text-slate-600'}`}>
            {email.status === 'sent' && email.sentAt
              ? t.status.sent(formatReceived(email.sentAt))
              : email.status === 'failed'
                ? t.status.failed(formatReceived(email.queuedAt))
                : t.status.pending(formatReceived(email.queuedAt))}
          </p>
        </li>
      ))}
    </ul>
  );
}
