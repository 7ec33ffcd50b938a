import type { ReactNode } from 'react';
import * as citiesText from '@/content/cities';
import * as estimateText from '@/features/estimate/content/estimate';
import * as estimateLinesText from '@/features/estimate/content/estimate-lines';
import {
  bikeTypes,
  carTypes,
  moveSizes,
  packingGrades,
  tariff,
} from '@/features/estimate/settings/tariff';
import { SelectField, TextField } from '@/components/ui/Field';
import { useTexts } from '@/lib/i18n/client-texts';

export type EstimateValues = Record<string, string | undefined>;
export type EstimateErrors = Record<string, string | undefined>;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-bold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));

const cityOptionsOf = (cities: readonly { slug: string; name: string }[]) =>
  cities.map((city) => (
    <option key={city.slug} value={city.slug}>
      {city.name}
    </option>
  ));

/**
 * The estimate's controls, uncontrolled: the server renders them with the query's values, so
 * the GET form works before JavaScript, and the browser reads them back with FormData.
 * `show` hides a car's or bike's type until there is one, once JavaScript runs; without it both
 * are there. Seats, which apply to an office only, follow the size select through CSS instead.
 */
export function EstimateFields({
  values,
  errors,
  show,
  today,
}: {
  values: EstimateValues;
  errors: EstimateErrors;
  show: { carType: boolean; bikeType: boolean };
  today: string;
}) {
  const { estimatePage: page } = useTexts(estimateText);
  const { bikeTypeLabels, carTypeLabels, packingLabels, sizeLabels } = useTexts(estimateLinesText);
  const common = (name: string) => ({
    id: `estimate-${name}`,
    name,
    error: errors[name],
    defaultValue: values[name] ?? '',
  });
  const number = (name: string, min: number, max: number) => ({
    ...common(name),
    type: 'number',
    inputMode: 'numeric' as const,
    min,
    max,
    step: 1,
  });
  const { limits } = tariff;
  const { cities } = useTexts(citiesText);
  const cityOptions = cityOptionsOf(cities);
  return (
    <div className="space-y-5">
      <Group legend={page.groups.home}>
        <SelectField label={page.labels.size} {...common('size')} required>
          {options(moveSizes, sizeLabels)}
        </SelectField>
        {/* Shown by CSS while the size is an office (globals.css), with or without JavaScript,
            so hydration never moves the fields below it. */}
        <div data-office-only className="contents">
          <TextField
            label={page.labels.seats}
            hint={page.hints.seats}
            {...number('seats', tariff.office.minSeats, tariff.office.maxSeats)}
          />
        </div>
        <SelectField label={page.labels.packing} {...common('packing')}>
          {options(packingGrades, packingLabels)}
        </SelectField>
      </Group>
      <Group legend={page.groups.route}>
        <SelectField label={page.labels.from} {...common('from')}>
          <option value="">{page.otherPlace}</option>
          {cityOptions}
        </SelectField>
        <SelectField label={page.labels.to} {...common('to')}>
          <option value="">{page.otherPlace}</option>
          {cityOptions}
        </SelectField>
        <TextField label={page.labels.km} hint={page.hints.km} {...number('km', 1, limits.maxKm)} />
        <TextField label={page.labels.date} type="date" min={today} {...common('date')} />
      </Group>
      <Group legend={page.groups.floors}>
        <TextField
          label={page.labels.floorFrom}
          hint={page.hints.floors}
          {...number('floorFrom', 0, limits.maxFloor)}
        />
        <SelectField label={page.labels.liftFrom} {...common('liftFrom')}>
          <option value="false">{page.liftOptions.false}</option>
          <option value="true">{page.liftOptions.true}</option>
        </SelectField>
        <TextField
          label={page.labels.floorTo}
          hint={page.hints.floors}
          {...number('floorTo', 0, limits.maxFloor)}
        />
        <SelectField label={page.labels.liftTo} {...common('liftTo')}>
          <option value="false">{page.liftOptions.false}</option>
          <option value="true">{page.liftOptions.true}</option>
        </SelectField>
      </Group>
      <Group legend={page.groups.vehicles}>
        <TextField label={page.labels.cars} {...number('cars', 0, limits.maxVehicles)} />
        {show.carType ? (
          <SelectField label={page.labels.carType} {...common('carType')}>
            {options(carTypes, carTypeLabels)}
          </SelectField>
        ) : null}
        <TextField label={page.labels.bikes} {...number('bikes', 0, limits.maxVehicles)} />
        {show.bikeType ? (
          <SelectField label={page.labels.bikeType} {...common('bikeType')}>
            {options(bikeTypes, bikeTypeLabels)}
          </SelectField>
        ) : null}
        <div className="sm:col-span-2">
          <TextField
            label={page.labels.declaredValue}
            hint={page.hints.declaredValue}
            {...number('declaredValue', 0, limits.maxDeclaredValue)}
          />
        </div>
      </Group>
    </div>
  );
}
