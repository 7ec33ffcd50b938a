'use client';

import { useActionState } from 'react';
import { vehicles } from '@/features/survey/settings';
import { MAX_CREW, moveSlots } from '@/features/move-day/settings';
import { moveDayTexts as t } from '@/features/move-day/content';
import { initialStaffFormState } from '@/features/leads';
import type { MoveDayPlan } from '@/features/move-day/plan';
import { saveMoveDayAction } from '@/features/leads/server/actions/lead-page';
import { Options, SelectField, TextAreaField, TextField } from '@/components/ui/Field';
import { FormResult } from '@/components/admin/FormResult';
import { FormSubmit } from '@/components/admin/FormSubmit';
import { CrewMembersField } from '@/features/move-day/ui/CrewMembersField';

interface Props {
  id: string;
  plan: MoveDayPlan;
  /** The survey's suggested truck, named beside the choice. */
  suggested?: string | null;
  /** Who can be put on the crew (everyone active). */
  people?: readonly { id: string; name: string }[];
}

/**
 * The move day of a booking: arrival window, truck, crew, driver, notes, confirmed. Sends
 * every field as it stands; works without JavaScript; a refusal keeps what was typed.
 */
export function MoveDayForm({ id, plan, suggested, people = [] }: Props) {
  const [state, action] = useActionState(saveMoveDayAction, initialStaffFormState);
  const stored = {
    slot: plan.slot ?? '',
    vehicle: plan.vehicle ?? '',
    crewCount: plan.crew.count === null ? '' : String(plan.crew.count),
    crewNames: plan.crew.names ?? '',
    driverName: plan.driver.name ?? '',
    driverPhone: plan.driver.phone ?? '',
    crewNotes: plan.crewNotes ?? '',
    confirmed: plan.confirmed ? 'yes' : '',
  };
  const values = state.ok ? stored : { ...stored, ...state.values };
  const errors = state.fieldErrors ?? {};
  // A new version of the form (fresh defaults) after a save or a refusal.
  const version = `${plan.updatedAt ?? ''}-${JSON.stringify(state.values ?? {})}`;
  return (
    <form action={action} className="space-y-4" noValidate key={version}>
      <FormResult state={state} />
      <input type="hidden" name="type" value="bookings" />
      <input type="hidden" name="id" value={id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="move-slot"
          name="slot"
          label={t.slotLabel}
          defaultValue={values.slot}
          error={errors.slot}
        >
          <option value="">{t.noSlot}</option>
          <Options items={moveSlots.map((slot) => ({ value: slot.id, label: slot.label }))} />
        </SelectField>
        <SelectField
          id="move-vehicle"
          name="vehicle"
          label={t.vehicleLabel}
          hint={suggested ? t.suggested(suggested) : undefined}
          defaultValue={values.vehicle}
          error={errors.vehicle}
        >
          <option value="">{t.noVehicle}</option>
          <Options
            items={vehicles.map((vehicle) => ({ value: vehicle.id, label: vehicle.name }))}
          />
        </SelectField>
        <TextField
          id="move-crew-count"
          name="crewCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CREW}
          label={t.crewCountLabel}
          hint={t.crewCountHint}
          defaultValue={values.crewCount}
          error={errors.crew}
        />
        <TextField
          id="move-crew-names"
          name="crewNames"
          label={t.crewNamesLabel}
          hint={t.crewNamesHint}
          maxLength={300}
          defaultValue={values.crewNames}
        />
        <CrewMembersField people={people} chosen={plan.crew.memberIds} />
        <TextField
          id="move-driver-name"
          name="driverName"
          label={t.driverNameLabel}
          autoComplete="off"
          maxLength={100}
          defaultValue={values.driverName}
        />
        <TextField
          id="move-driver-phone"
          name="driverPhone"
          type="tel"
          autoComplete="off"
          label={t.driverPhoneLabel}
          maxLength={20}
          defaultValue={values.driverPhone}
          error={errors.driver}
        />
      </div>
      <TextAreaField
        id="move-notes"
        name="crewNotes"
        label={t.notesLabel}
        hint={t.notesHint}
        rows={3}
        maxLength={2000}
        defaultValue={values.crewNotes}
        error={errors.crewNotes}
      />
      <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          name="confirmed"
          value="yes"
          defaultChecked={values.confirmed === 'yes'}
          className="size-5"
        />
        {t.confirmedLabel}
      </label>
      <FormSubmit label={t.save} sendingLabel={t.saving} />
    </form>
  );
}
