import { Search } from '@/components/ui/line-icons';
import * as trackingText from '@/features/tracking/content';
import type { FieldErrors } from '@/lib/schemas/errors';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import type { TrackField } from '@/features/tracking/schema';
import { buttonClass } from '@/components/ui/Button';
import { TextField } from '@/components/ui/Field';
import { FormAlert } from '@/components/ui/FormAlert';
import { inPageLocale } from '@/lib/i18n/page-locale';
import { STAY_IN_ENGLISH } from '@/features/tracking/track-language';

/** The look-up as a plain GET form: it works the same with or without JavaScript. */
export function TrackForm({
  id,
  reference,
  contact,
  alert,
  fieldErrors,
  action,
  compact,
  keepEnglish = false,
}: {
  id?: string;
  reference: string;
  contact: string;
  alert?: string;
  fieldErrors: FieldErrors<TrackField>;
  action: string;
  /** Below a found request: the same form, headed "look up another". */
  compact: boolean;
  /** Send `language=en` along, so the English page does not move the request to its language. */
  keepEnglish?: boolean;
}) {
  const { trackPage } = inPageLocale(trackingText);
  const { form } = trackPage;
  return (
    <section
      id={id}
      aria-labelledby="track-form-heading"
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="track-form-heading" className="mb-5 text-xl font-bold text-brand-900 sm:text-2xl">
        {compact ? form.anotherHeading : form.heading}
      </h2>
      <form action={action} method="get" className="space-y-5">
        <FormAlert message={alert} />
        {keepEnglish ? <input type="hidden" name="language" value={STAY_IN_ENGLISH} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="track-reference"
            name="reference"
            label={form.reference}
            hint={form.referenceHint}
            error={fieldErrors.reference}
            defaultValue={reference}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            required
          />
          <TextField
            id="track-contact"
            name="contact"
            label={form.contact}
            hint={form.contactHint}
            error={fieldErrors.contact}
            defaultValue={contact}
            autoComplete="off"
            spellCheck={false}
            maxLength={FIELD_LIMITS.email}
            required
          />
        </div>
        <button type="submit" className={`${buttonClass()} w-full sm:w-auto`}>
          <Search aria-hidden="true" className="size-5" />
          {form.submit}
        </button>
      </form>
    </section>
  );
}
