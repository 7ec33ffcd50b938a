import { quotePopup } from '@/content/quote';
import type { useLeadForm } from '@/lib/forms/use-lead-form';
import type { QuotePopupField } from '@/lib/schemas/quote-popup';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { Honeypot } from '@/components/ui/Honeypot';

interface Props {
  form: ReturnType<typeof useLeadForm<QuotePopupField>>;
  /** Shown in the alert after a success (the inline form without JavaScript). */
  success?: string;
  onCancel?: () => void;
}

/** The pop-up's three fields and its buttons; the dialog and the no-script form share them. */
export function QuotePopupFields({ form, success, onCancel }: Props) {
  const { pending, problems, field } = form;
  const { labels, hints, buttons } = quotePopup;
  return (
    <form {...form.formProps} className="space-y-4">
      <FormAlert
        message={pending ? undefined : (problems.formError ?? success)}
        tone={problems.formError ? 'error' : 'success'}
      />
      <TextField
        {...field('name')}
        label={labels.name}
        autoComplete="name"
        maxLength={120}
        required
      />
      <TextField
        {...field('email')}
        label={labels.email}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
      />
      <TextField
        {...field('service')}
        label={labels.service}
        hint={hints.service}
        maxLength={120}
        required
      />
      <Honeypot />
      <span role="status" className="sr-only">
        {pending ? buttons.sending : ''}
      </span>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {buttons.cancel}
          </Button>
        ) : null}
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? buttons.sending : buttons.submit}
        </Button>
      </div>
    </form>
  );
}
