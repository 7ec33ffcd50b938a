'use client';

import { startTransition, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import * as bookingText from '@/features/leads/content/booking';
import { latestDateInIndia, todayInIndia } from '@/lib/dates';
import { warmDateControl } from '@/lib/warm-date-control';
import {
  bookingFields,
  bookingFieldStep,
  bookingFixFields,
  emptyBookingValues,
  initialBookingState,
  type BookingFormState,
} from '@/features/leads/forms/booking-form';
import { initialFormState } from '@/lib/forms/state';
import type { BookingField } from '@/features/leads/schemas/booking';
import { useLeadForm } from '@/lib/forms/use-lead-form';
import { submitBooking } from '@/features/leads/server/actions/lead-forms';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import {
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui/Field';
import { FIELD_LIMITS } from '@/lib/schemas/limits';
import { Honeypot } from '@/components/ui/Honeypot';
import { PageLanguageField } from '@/components/ui/PageLanguageField';
import { BookingReview, type ReviewedEstimate } from './BookingReview';
import { BookingSuccess } from './BookingSuccess';
import { PlaceFields } from './PlaceFields';
import { StepTabs } from './StepTabs';
import { useQueryService } from './use-query-service';
import { serviceOptions } from './service-options';
import { BookingNoScriptStyle } from './BookingNoScriptStyle';
import { useTexts } from '@/lib/i18n/client-texts';

const LAST_STEP = 2;
const ID = 'booking';

/**
 * The server renders the tabbed form, so nothing moves when it hydrates; without JavaScript
 * a <noscript> stylesheet turns it into one stacked form that posts to the server action.
 * Hydrated, the whole form is checked before it is sent: a problem anywhere opens the step
 * that holds it and focuses the field.
 *
 * /booking?size=… (rewritten to /booking/at-estimate, rendered per request) reads its query on
 * the server: `prefill` is the service and date it names, and `estimate` the one a visitor
 * brought from /estimate ("Book at this price"): its
 * inputs go back in a hidden field (with or without JavaScript) and its figures arrive as
 * server-rendered markup shown on step 2, so the tariff adds no JavaScript here.
 */
export function BookingForm({
  prefill,
  estimate,
}: {
  prefill?: Partial<Record<BookingField, string>>;
  estimate?: { query: string; view: ReactNode; review: ReviewedEstimate };
}) {
  const texts = useTexts(bookingText);
  const { bookingPage } = texts;
  const [step, setStep] = useState(0);
  // Made once: the form compares its state with this very object to know it was posted.
  const [initial] = useState(() =>
    prefill && Object.values(prefill).some(Boolean)
      ? initialFormState({ ...emptyBookingValues, ...prefill })
      : initialBookingState,
  );
  // Carried until the booking it was brought for is made; "book another" starts without it.
  const [carried, setCarried] = useState(estimate);
  const form = useLeadForm({
    idPrefix: ID,
    fields: bookingFields,
    loadSchema: () => import('@/features/leads/schemas/booking').then((m) => m.bookingSchema),
    action: submitBooking,
    initial,
    empty: emptyBookingValues,
    failed: bookingPage.messages.failed,
    fixFields: bookingFixFields,
    onInvalid: (field) => setStep(bookingFieldStep[field]),
  });
  const { state, pending, hydrated, values, problems, field } = form;

  // On the prerendered /booking, ?service=car-shifting preselects the service of an empty
  // form in the browser (a query with an estimate is rendered per request, prefilled).
  const queryService = useQueryService();
  const [prefilled, setPrefilled] = useState('');
  if (queryService && prefilled !== queryService && !values.service) {
    setPrefilled(queryService);
    form.setValue('service', queryService);
  }
  const [dismissed, setDismissed] = useState<BookingFormState | null>(null);
  const succeeded = state.ok && state !== dismissed;

  useEffect(() => {
    if (succeeded) document.getElementById('booking-success-heading')?.focus();
  }, [succeeded]);

  // The date field is on step 2: its first drawing is paid while idle, not in Continue.
  useEffect(() => warmDateControl(), []);

  if (succeeded) {
    return (
      <BookingSuccess
        reference={state.reference}
        email={state.values.email}
        emailed={state.emailed}
        estimateValidUntil={state.estimateValidUntil}
        moveDate={state.values.date}
        onAnother={
          hydrated
            ? () => {
                setDismissed(state);
                form.reset();
                setPrefilled('');
                setCarried(undefined);
                setStep(0);
                form.focusOn(`${ID}-name`);
              }
            : undefined
        }
      />
    );
  }

  // A step is drawn in a transition: the tap's frame is painted first (the tab already marked,
  // StepTabs), and drawing the panel (the review, at the last step) does not hold it (INP).
  function goTo(next: number, moveFocus: boolean) {
    startTransition(() => {
      setStep(next);
      if (moveFocus) form.focusOn(`${ID}-panel-heading-${next}`);
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step < LAST_STEP) {
      event.preventDefault();
      // Continue checks the step's own fields first: a mistake is named on its step. Checked
      // after the tap's frame is painted (the button's press shows at once), so neither the
      // check nor the step it draws holds that paint (INP).
      const onStep = bookingFields.filter((name) => bookingFieldStep[name] === step);
      requestAnimationFrame(() =>
        setTimeout(() => {
          void form.checkFields(onStep, true).then((ok) => ok && goTo(step + 1, true));
        }, 0),
      );
      return;
    }
    form.formProps.onSubmit?.(event);
  }

  const { labels, hints, steps, buttons, review } = bookingPage;
  const shownOn = (index: number) => (index === step ? undefined : 'hidden');

  return (
    <form
      {...form.formProps}
      onSubmit={hydrated ? onSubmit : undefined}
      id={`${ID}-form`}
      className="space-y-6"
    >
      <BookingNoScriptStyle formId={`${ID}-form`} />
      <div data-js="">
        <StepTabs
          steps={steps}
          current={step}
          idPrefix={ID}
          onSelect={(index) => goTo(index, false)}
        />
      </div>
      <FormAlert message={pending ? undefined : problems.formError} />
      <Honeypot />
      <PageLanguageField />
      {carried ? <input type="hidden" name="estimate" value={carried.query} /> : null}

      {[0, 1, 2].map((index) => (
        <div
          key={index}
          id={`${ID}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${ID}-tab-${index}`}
          data-step-panel=""
          className={shownOn(index)}
        >
          <fieldset className="space-y-4">
            <legend className="mb-2 text-xl font-bold text-brand-900">
              <span
                id={`${ID}-panel-heading-${index}`}
                tabIndex={-1}
                className="focus:outline-none"
              >
                {bookingPage.stepHeading(index + 1, steps[index]!)}
              </span>
            </legend>
            {index === 0 ? (
              <>
                <NameField {...field('name')} label={labels.name} />
                <EmailField {...field('email')} label={labels.email} />
                <PhoneField {...field('phone')} label={labels.phone} hint={hints.phone} />
              </>
            ) : null}
            {index === 1 ? (
              <>
                {carried?.view}
                <SelectField {...field('service')} label={labels.service} required>
                  {serviceOptions(texts)}
                </SelectField>
                <TextField
                  {...field('date')}
                  label={labels.date}
                  type="date"
                  min={hydrated ? todayInIndia() : undefined}
                  max={hydrated ? latestDateInIndia() : undefined}
                  required
                />
                <p className="text-sm text-slate-600">{hints.places}</p>
                <div className="grid gap-4 md:grid-cols-2">
                  <PlaceFields place="pickup" field={field} />
                  <PlaceFields place="drop" field={field} />
                </div>
                <TextAreaField
                  {...field('message')}
                  label={labels.message}
                  hint={hints.message}
                  maxLength={FIELD_LIMITS.longText}
                />
              </>
            ) : null}
            {index === 2 ? (
              <>
                <div data-js="" className="space-y-4">
                  <p className="text-slate-700">{review.intro}</p>
                  <BookingReview values={values} estimate={carried?.review} />
                </div>
                <p data-nojs="" className="hidden text-slate-700">
                  {review.noScript}
                </p>
              </>
            ) : null}
          </fieldset>
        </div>
      ))}

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-5">
        {step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(step - 1, true)}>
            {buttons.back}
          </Button>
        ) : (
          <span />
        )}
        {step < LAST_STEP ? (
          <Button type="submit" data-js="">
            {buttons.continue}
          </Button>
        ) : null}
        {/* Before the last step only a page without JavaScript shows it (see BookingNoScriptStyle). */}
        <div
          data-nojs={step < LAST_STEP ? '' : undefined}
          className={step < LAST_STEP ? 'hidden' : 'contents'}
        >
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? buttons.processing : buttons.confirm}
          </Button>
        </div>
      </div>
    </form>
  );
}
