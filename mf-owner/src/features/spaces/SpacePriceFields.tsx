import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { CAPACITY_LAYOUTS, OWNER_VENUE_LIMITS } from '@venues/contracts';
import { Field } from '@venues/mf-kit';
import { FieldGroup } from '../../components/FieldGroup';
import { countOrZero, numberOrNull } from '../venues/numbers';
import type { SpaceValues } from './SpaceSectionForm';

/** A price box: amounts in major units with the currency's cents. */
const money = { type: 'number', inputMode: 'decimal', min: 0, max: OWNER_VENUE_LIMITS.amount, step: 'any' } as const;
const hours = { type: 'number', inputMode: 'numeric', min: 1, max: OWNER_VENUE_LIMITS.hours, step: 1 } as const;
const change = { shouldDirty: true, shouldValidate: true } as const;

/**
 * A space's capacity per layout and its prices: an hourly rate, a day rate (each switched on by a
 * checkbox) and packages. An empty layout is 0 (not offered); an empty price reads "must be a number".
 */
export function SpacePriceFields({ id, form, currency }: { id: string; form: UseFormReturn<SpaceValues, unknown, SpaceValues>; currency: string }) {
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const packages = useFieldArray({ control, name: 'pricing.packages' });
  const [perHour, perDay] = useWatch({ control, name: ['pricing.per_hour', 'pricing.per_day'] });
  const pricingError = errors.pricing?.message ?? errors.pricing?.root?.message;
  const packagesError = errors.pricing?.packages?.message ?? errors.pricing?.packages?.root?.message;

  return (
    <>
      <FieldGroup id={`${id}-capacity`} legend="Guests per layout (0 or empty: layout not offered)" className="own-box" error={errors.capacity?.message}>
        <div className="own-grid">
          {CAPACITY_LAYOUTS.map((l) => (
            <Field key={l.value} id={`${id}-capacity-${l.value}`} label={l.label} error={errors.capacity?.[l.value]?.message}>
              {(a11y) => (
                <input
                  {...register(`capacity.${l.value}`, { setValueAs: countOrZero })}
                  {...a11y}
                  className="ui-input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={OWNER_VENUE_LIMITS.capacity}
                  step={1}
                />
              )}
            </Field>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup id={`${id}-prices`} legend={`Prices in ${currency}`} className="own-box" hint="An hourly rate, a day rate or a package: at least one" error={pricingError}>
        <label className="ui-check own-toggle">
          <input type="checkbox" checked={perHour != null} onChange={(e) => setValue('pricing.per_hour', e.target.checked ? { amount: 100, min_hours: 2 } : null, change)} />
          Hourly rate
        </label>
        {perHour && (
          <div className="own-grid">
            <Field id={`${id}-per-hour`} label={`Per hour (${currency})`} error={errors.pricing?.per_hour?.amount?.message ?? errors.pricing?.per_hour?.message}>
              {(a11y) => <input {...register('pricing.per_hour.amount', { setValueAs: numberOrNull })} {...a11y} className="ui-input" {...money} />}
            </Field>
            <Field id={`${id}-min-hours`} label="Minimum hours" error={errors.pricing?.per_hour?.min_hours?.message}>
              {(a11y) => <input {...register('pricing.per_hour.min_hours', { setValueAs: numberOrNull })} {...a11y} className="ui-input" {...hours} />}
            </Field>
          </div>
        )}
        <label className="ui-check own-toggle">
          <input type="checkbox" checked={perDay != null} onChange={(e) => setValue('pricing.per_day', e.target.checked ? { amount: 1000 } : null, change)} />
          Day rate
        </label>
        {perDay && (
          <Field id={`${id}-per-day`} label={`Per day (${currency})`} error={errors.pricing?.per_day?.amount?.message ?? errors.pricing?.per_day?.message}>
            {(a11y) => <input {...register('pricing.per_day.amount', { setValueAs: numberOrNull })} {...a11y} className="ui-input own-short" {...money} />}
          </Field>
        )}
      </FieldGroup>
      <FieldGroup id={`${id}-packages`} legend="Packages" className="own-box" error={packagesError}>
        {packages.fields.map((p, i) => {
          const pe = errors.pricing?.packages?.[i];
          return (
            <div key={p.id} className="own-package" role="group" aria-label={`Package ${i + 1}`}>
              <div className="own-grid">
                <Field id={`${id}-package-${i}-name`} label="Package name" error={pe?.name?.message}>
                  {(a11y) => <input {...register(`pricing.packages.${i}.name`)} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.packageName} />}
                </Field>
                <Field id={`${id}-package-${i}-amount`} label={`Price (${currency})`} error={pe?.amount?.message}>
                  {(a11y) => <input {...register(`pricing.packages.${i}.amount`, { setValueAs: numberOrNull })} {...a11y} className="ui-input" {...money} />}
                </Field>
                <Field id={`${id}-package-${i}-hours`} label="Hours" error={pe?.hours?.message}>
                  {(a11y) => <input {...register(`pricing.packages.${i}.hours`, { setValueAs: numberOrNull })} {...a11y} className="ui-input" {...hours} />}
                </Field>
              </div>
              <label className="own-switch">
                <input type="checkbox" role="switch" className="ui-switch" {...register(`pricing.packages.${i}.per_person`)} />
                Price per guest
              </label>
              {pe?.per_person?.message && <p className="ui-field-error">{pe.per_person.message}</p>}
              <Field id={`${id}-package-${i}-description`} label="What is included" error={pe?.description?.message}>
                {(a11y) => <textarea {...register(`pricing.packages.${i}.description`)} {...a11y} className="ui-input" rows={2} maxLength={OWNER_VENUE_LIMITS.packageDescription} />}
              </Field>
              <button type="button" className="ui-button ui-button--small own-danger" onClick={() => packages.remove(i)}>
                Remove package {i + 1}
              </button>
            </div>
          );
        })}
        {packages.fields.length < OWNER_VENUE_LIMITS.packages && (
          <button type="button" className="ui-button" onClick={() => packages.append({ name: '', description: '', amount: 0, per_person: true, hours: 3 }, { focusName: `pricing.packages.${packages.fields.length}.name` })}>
            Add a package
          </button>
        )}
      </FieldGroup>
    </>
  );
}
