'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { bookingPage, bookingServices } from '@/content/booking';
import { todayInIndia } from '@/lib/dates';
import { newAttemptKey } from '@/lib/forms/attempt-key';
import { bookingFields, emptyBookingValues, initialBookingState } from '@/lib/forms/booking-form';
import { bookingFieldStep, bookingSchema, type BookingField } from '@/lib/schemas/booking';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/errors';
import { useHydrated } from '@/lib/use-hydrated';
import { submitBooking } from '@/server/actions/submit-booking';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField, TextAreaField, TextField } from '@/components/ui/Field';
import { Honeypot } from '@/components/ui/Honeypot';
import { BookingReview } from './BookingReview';
import { BookingSuccess } from './BookingSuccess';
import { StepTabs } from './StepTabs';
import { useQueryService } from './use-query-service';

const LAST_STEP = 2;
const ID = 'booking';

interface Problems {
  fieldErrors: FieldErrors<BookingField>;
  formError?: string;
}

/**
 * Without JavaScript the three steps are one stacked form posting to the server action;
 * once hydrated they become tabs, and the whole form is checked before it is sent.
 */
export function BookingForm() {
  const [state, dispatch, pending] = useActionState(submitBooking, initialBookingState);
  const hydrated = useHydrated();
  const queryService = useQueryService();
  const [values, setValues] = useState(state.values);
  const [step, setStep] = useState(0);
  const [clientProblems, setClientProblems] = useState<Problems | null>(null);
  const [dismissed, setDismissed] = useState<typeof state | null>(null);
  const [seen, setSeen] = useState(state);
  const [focus, setFocus] = useState<{ id: string; at: number } | null>(null);
  const attemptKey = useRef<string | null>(null);
  // A counter, so asking for the same element twice still moves focus there.
  const focusOn = (id: string) => setFocus((previous) => ({ id, at: (previous?.at ?? 0) + 1 }));

  // A new answer from the server: open the step of its first problem (state from the previous render).
  if (seen !== state) {
    setSeen(state);
    const first = bookingFields.find((field) => state.fieldErrors[field]);
    if (first) {
      setStep(bookingFieldStep[first]);
      focusOn(`${ID}-${first}`);
    }
  }

  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const shown: Record<BookingField, string> = {
    ...values,
    service: values.service || queryService,
  };
  const problems: Problems = clientProblems ?? state;
  const succeeded = state.ok && state !== dismissed;

  useEffect(() => {
    if (succeeded) document.getElementById('booking-success-heading')?.focus();
  }, [succeeded]);

  if (succeeded) {
    return (
      <BookingSuccess
        reference={state.reference}
        onAnother={
          hydrated
            ? () => {
                setDismissed(state);
                setValues(emptyBookingValues);
                setClientProblems(null);
                setStep(0);
                attemptKey.current = null;
                focusOn(`${ID}-name`);
              }
            : undefined
        }
      />
    );
  }

  function update(field: BookingField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function goTo(next: number, moveFocus: boolean) {
    setStep(next);
    if (moveFocus) focusOn(`${ID}-panel-heading-${next}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < LAST_STEP) return goTo(step + 1, true);
    const parsed = bookingSchema.safeParse(shown);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<BookingField>(parsed.error);
      const first = bookingFields.find((field) => fieldErrors[field]) ?? 'name';
      const { noService, fixFields } = bookingPage.messages;
      setClientProblems({ fieldErrors, formError: first === 'service' ? noService : fixFields });
      setStep(bookingFieldStep[first]);
      focusOn(`${ID}-${first}`);
      return;
    }
    setClientProblems(null);
    const formData = new FormData(event.currentTarget);
    formData.set('service', shown.service);
    attemptKey.current ??= newAttemptKey();
    formData.set('idempotencyKey', attemptKey.current);
    startTransition(() => dispatch(formData));
  }

  const { labels, hints, steps, buttons, review } = bookingPage;
  const panelHidden = (index: number) => hydrated && index !== step;
  const error = (field: BookingField) => problems.fieldErrors[field];
  const input = (field: BookingField) => ({
    id: `${ID}-${field}`,
    name: field,
    value: shown[field],
    error: error(field),
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  return (
    <form
      action={dispatch}
      onSubmit={hydrated ? onSubmit : undefined}
      noValidate={hydrated}
      className="space-y-6"
    >
      {hydrated ? (
        <StepTabs
          steps={steps}
          current={step}
          idPrefix={ID}
          onSelect={(index) => goTo(index, false)}
        />
      ) : null}
      <FormAlert message={pending ? undefined : problems.formError} />
      <Honeypot />

      {[0, 1, 2].map((index) => (
        <div
          key={index}
          id={`${ID}-panel-${index}`}
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? `${ID}-tab-${index}` : undefined}
          hidden={panelHidden(index)}
        >
          <fieldset className="space-y-4">
            <legend className="mb-2 text-xl font-bold text-brand-900">
              <span
                id={`${ID}-panel-heading-${index}`}
                tabIndex={-1}
                className="focus:outline-none"
              >
                {`Step ${index + 1}: ${steps[index]}`}
              </span>
            </legend>
            {index === 0 ? (
              <>
                <TextField
                  {...input('name')}
                  label={labels.name}
                  autoComplete="name"
                  maxLength={120}
                  required
                />
                <TextField
                  {...input('email')}
                  label={labels.email}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  required
                />
                <TextField
                  {...input('phone')}
                  label={labels.phone}
                  type="tel"
                  autoComplete="tel"
                  hint={hints.phone}
                  maxLength={24}
                  required
                />
              </>
            ) : null}
            {index === 1 ? (
              <>
                <SelectField {...input('service')} label={labels.service} required>
                  <option value="" disabled>
                    {labels.servicePlaceholder}
                  </option>
                  {bookingServices.map((service) => (
                    <option key={service.slug} value={service.slug}>
                      {service.label}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  {...input('date')}
                  label={labels.date}
                  type="date"
                  min={hydrated ? todayInIndia() : undefined}
                  required
                />
                <TextAreaField
                  {...input('message')}
                  label={labels.message}
                  hint={hints.message}
                  maxLength={2000}
                />
              </>
            ) : null}
            {index === 2 ? (
              <>
                <p className="text-slate-700">{hydrated ? review.intro : review.noScript}</p>
                {hydrated ? <BookingReview values={shown} /> : null}
              </>
            ) : null}
          </fieldset>
        </div>
      ))}

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
        {hydrated && step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(step - 1, true)}>
            {buttons.back}
          </Button>
        ) : (
          <span />
        )}
        {hydrated && step < LAST_STEP ? (
          <Button type="submit">{buttons.continue}</Button>
        ) : (
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? buttons.processing : buttons.confirm}
          </Button>
        )}
      </div>
    </form>
  );
}
