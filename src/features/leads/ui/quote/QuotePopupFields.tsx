import * as quoteRequestText from '@/features/leads/content/quote-request';
import type { useLeadForm } from '@/lib/forms/use-lead-form';
import type { QuotePopupField } from '@/features/leads/schemas/quote-popup';
import { Button } from '@/components/ui/Button';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { EmailField, NameField, PhoneField, TextField } from '@/components/ui/Field';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { Honeypot } from '@/components/ui/Honeypot';
import { PageLanguageField } from '@/components/ui/PageLanguageField';
import { LeadOutcome } from '@/features/tracking/ui/LeadOutcome';
import { useTexts } from '@/lib/i18n/client-texts';

interface Props {
  form: ReturnType<typeof useLeadForm<QuotePopupField>>;
  /** Shown in the alert after a success (the inline form without JavaScript). */
  success?: string;
  onCancel?: () => void;
}

/** The pop-up's fields and its buttons; the dialog and the no-script form share them. */
export function QuotePopupFields({ form, success, onCancel }: Props) {
  const { quotePopup } = useTexts(quoteRequestText);
  const { pending, field } = form;
  const { labels, hints, buttons } = quotePopup;
  return (
    <form {...form.formProps} className="space-y-4">
      <LeadOutcome kind="quote" form={form} success={success} />
      <NameField {...field('name')} label={labels.name} />
      <EmailField {...field('email')} label={labels.email} />
      <PhoneField {...field('phone')} label={labels.phone} hint={hints.phone} required={false} />
      <TextField
        {...field('service')}
        label={labels.service}
        hint={hints.service}
        maxLength={FIELD_LIMITS.shortText}
        required
      />
      <Honeypot />
      <PageLanguageField />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {buttons.cancel}
          </Button>
        ) : null}
        <SubmitButton pending={pending} label={buttons.submit} sendingLabel={buttons.sending} />
      </div>
    </form>
  );
}
