import { Controller, useFieldArray, useWatch, type Control, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { CAPACITY_LAYOUTS, OWNER_VENUE_LIMITS } from '@venues/contracts';
import { FormField } from '@venues/ui';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { FieldGroup } from '../../components/FieldGroup';
import { countOrZero, numberOrNull } from '../venues/numbers';
import type { SpaceValues } from './SpaceSectionForm';

/** A price box: amounts in major units with the currency's cents. */
const money = { inputMode: 'decimal', min: 0, max: OWNER_VENUE_LIMITS.amount } as const;
const hours = { inputMode: 'numeric', min: 1, max: OWNER_VENUE_LIMITS.hours, precision: 0 } as const;

/** An antd InputNumber on a react-hook-form field: empty is `empty` (null or 0). */
function NumberField({
  control,
  name,
  label,
  empty = numberOrNull,
  ...props
}: {
  control: Control<SpaceValues, unknown, SpaceValues>;
  name: FieldPath<SpaceValues>;
  label: string;
  empty?: (v: unknown) => number | null;
  inputMode?: 'decimal' | 'numeric';
  min?: number;
  max?: number;
  precision?: number;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {(f, a11y) => (
        <InputNumber
          {...a11y}
          {...props}
          ref={f.ref}
          name={f.name}
          onBlur={f.onBlur}
          value={(f.value as number | null | undefined) ?? null}
          onChange={(v) => f.onChange(empty(v))}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}
const change = { shouldDirty: true, shouldValidate: true } as const;

/**
 * What ticking "Hourly rate" fills in: a start the owner is told about and changes, never a rule
 * they did not choose (no minimum beyond one hour).
 */
export const HOURLY_START = { amount: 100, min_hours: 1 } as const;

/**
 * A space's capacity per layout and its prices: an hourly rate, a day rate (each switched on by a
 * checkbox) and packages. An empty layout is 0 (not offered); an empty price reads "must be a number".
 */
export function SpacePriceFields({ id, form, currency }: { id: string; form: UseFormReturn<SpaceValues, unknown, SpaceValues>; currency: string }) {
  const { control, setValue, formState } = form;
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
            <NumberField key={l.value} control={control} name={`capacity.${l.value}`} label={l.label} empty={countOrZero} inputMode="numeric" min={0} max={OWNER_VENUE_LIMITS.capacity} precision={0} />
          ))}
        </div>
      </FieldGroup>
      <FieldGroup id={`${id}-prices`} legend={`Prices in ${currency}`} className="own-box" hint="An hourly rate, a day rate or a package: at least one" error={pricingError}>
        <div>
          <Checkbox className="own-toggle" checked={perHour != null} onChange={(e) => setValue('pricing.per_hour', e.target.checked ? { ...HOURLY_START } : null, change)}>
            Hourly rate
          </Checkbox>
        </div>
        {perHour && (
          <div className="own-grid">
            <NumberField control={control} name="pricing.per_hour.amount" label={`Per hour (${currency})`} {...money} />
            <NumberField control={control} name="pricing.per_hour.min_hours" label="Minimum hours" {...hours} />
          </div>
        )}
        {perHour && perHour.amount === HOURLY_START.amount && perHour.min_hours === HOURLY_START.min_hours && (
          <Typography.Paragraph type="secondary" role="note">
            Filled in as a start: {currency} {HOURLY_START.amount} an hour, no minimum beyond one hour. Set your own price and minimum.
          </Typography.Paragraph>
        )}
        <div>
          <Checkbox className="own-toggle" checked={perDay != null} onChange={(e) => setValue('pricing.per_day', e.target.checked ? { amount: 1000 } : null, change)}>
            Day rate
          </Checkbox>
        </div>
        {perDay && <NumberField control={control} name="pricing.per_day.amount" label={`Per day (${currency})`} {...money} />}
      </FieldGroup>
      <FieldGroup id={`${id}-packages`} legend="Packages" className="own-box" error={packagesError}>
        {packages.fields.map((p, i) => {
          const pe = errors.pricing?.packages?.[i];
          return (
            <Card key={p.id} size="small" className="own-package" role="group" aria-label={`Package ${i + 1}`} style={{ marginBottom: 12 }}>
              <div className="own-grid">
                <FormField control={control} name={`pricing.packages.${i}.name`} label="Package name">
                  {(f, a11y) => <Input {...f} {...a11y} value={(f.value as string) ?? ''} maxLength={OWNER_VENUE_LIMITS.packageName} />}
                </FormField>
                <NumberField control={control} name={`pricing.packages.${i}.amount`} label={`Price (${currency})`} {...money} />
                <NumberField control={control} name={`pricing.packages.${i}.hours`} label="Hours" {...hours} />
              </div>
              <Controller
                control={control}
                name={`pricing.packages.${i}.per_person`}
                render={({ field }) => (
                  <label className="own-switch" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
                    <Switch checked={!!field.value} onChange={(on) => field.onChange(on)} ref={field.ref} />
                    Price per guest
                  </label>
                )}
              />
              {pe?.per_person?.message && <Typography.Paragraph type="danger">{pe.per_person.message}</Typography.Paragraph>}
              <FormField control={control} name={`pricing.packages.${i}.description`} label="What is included">
                {(f, a11y) => <Input.TextArea {...f} {...a11y} value={(f.value as string) ?? ''} rows={2} maxLength={OWNER_VENUE_LIMITS.packageDescription} />}
              </FormField>
              <Button size="small" danger onClick={() => packages.remove(i)}>
                Remove package {i + 1}
              </Button>
            </Card>
          );
        })}
        {packages.fields.length < OWNER_VENUE_LIMITS.packages && (
          <Button onClick={() => packages.append({ name: '', description: '', amount: 0, per_person: true, hours: 3 }, { focusName: `pricing.packages.${packages.fields.length}.name` })}>
            Add a package
          </Button>
        )}
      </FieldGroup>
    </>
  );
}
