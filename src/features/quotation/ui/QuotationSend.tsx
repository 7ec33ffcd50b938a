'use client';

import { useActionState } from 'react';
import { staffQuotationTexts as t } from '@/features/quotation/content/quotation-page';
import { initialStaffFormState } from '@/features/leads';
import { sendQuotationAction } from '@/features/quotation/server/actions/staff-quotation';
import { primarySmall, secondarySmall } from '@/components/admin/styles';
import { FormAlert } from '@/components/ui/FormAlert';

/** "Email to customer" and "Send on WhatsApp": one form, the button pressed is the channel. */
export function QuotationSend({ staffType, leadId }: { staffType: string; leadId: string }) {
  const [state, action, pending] = useActionState(sendQuotationAction, initialStaffFormState);
  return (
    <form action={action} className="space-y-2" noValidate>
      <FormAlert message={state.error} />
      <div role="status">
        {state.ok ? <p className="text-sm font-medium text-green-900">{state.message}</p> : null}
        <span className="sr-only">{pending ? t.sending : ''}</span>
      </div>
      <input type="hidden" name="type" value={staffType} />
      <input type="hidden" name="id" value={leadId} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="channel" value="email" className={primarySmall}>
          {t.email}
        </button>
        <button type="submit" name="channel" value="whatsapp" className={secondarySmall}>
          {t.whatsapp}
        </button>
      </div>
    </form>
  );
}
