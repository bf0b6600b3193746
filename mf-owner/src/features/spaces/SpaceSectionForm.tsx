import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { OWNER_VENUE_LIMITS, SPACE_TYPES, type OwnerSpace, type SpacePackage, type SpacePatch } from '@venues/contracts';
import { spacesApi } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { SaveStatus } from '../venues/SaveStatus';
import { numberOrNull } from '../venues/numbers';
import { useAutosave } from '../venues/useAutosave';
import { FeaturesInput } from './FeaturesInput';
import { SpacePriceFields } from './SpacePriceFields';

type Section = 'details' | 'capacity';
interface AllValues {
  name: string;
  space_type: OwnerSpace['space_type'];
  description: string;
  size_sqm: number | null;
  features: string[];
  capacity: OwnerSpace['capacity'];
  pricing: { per_hour: { amount: number; min_hours: number } | null; per_day: { amount: number } | null; packages: SpacePackage[] };
}
/** A section's form holds its own fields only. */
export type SpaceValues = Partial<AllValues>;
type Values = SpaceValues;

// The contracts' space schema (listingRules.ts) downloads at the form's first check; the server checks every save anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "listing-rules" */ '../venues/listingRules').then((m) => m.spaceResolver as unknown as Resolver<Values>));

const FIELDS: Record<Section, readonly (keyof AllValues)[]> = {
  details: ['name', 'space_type', 'description', 'size_sqm', 'features'],
  capacity: ['capacity', 'pricing'],
};

function valuesOf(s: OwnerSpace, section: Section): Values {
  const all: AllValues = {
    name: s.name,
    space_type: s.space_type,
    description: s.description,
    size_sqm: s.size_sqm,
    features: s.features,
    capacity: s.capacity,
    // The currency is the storefront's, not the space's: not sent back.
    pricing: { per_hour: s.pricing.per_hour, per_day: s.pricing.per_day, packages: s.pricing.packages },
  };
  return Object.fromEntries(FIELDS[section].map((k) => [k, all[k]]));
}

/**
 * One section of a space (details; capacity and prices) with the contracts' space schema, saved
 * as the owner types. Prices are in the storefront's currency, major units. antd controls bound by FormField.
 */
export function SpaceSectionForm({ space, section, currency, editable, onSaved }: { space: OwnerSpace; section: Section; currency: string; editable: boolean; onSaved: (s: OwnerSpace) => void }) {
  const id = useId();
  // Saving as the owner types must not pull the focus to a field in the way: Enter (flush with focus) does.
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: valuesOf(space, section), mode: 'onChange', shouldFocusError: false });
  const { control, setValue, formState } = form;
  const { errors } = formState;
  const { state, flush } = useAutosave(form, async (changed) => {
    const stored = await spacesApi.patch(space._id, changed as SpacePatch);
    onSaved(stored);
    return valuesOf(stored, section);
  });
  const [description, features] = useWatch({ control, name: ['description', 'features'] });

  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void flush({ focus: true }))} aria-label={section === 'details' ? 'Space details' : 'Space capacity and prices'}>
      <Form layout="vertical" component={false} disabled={!editable}>
        {section === 'details' && (
          <>
            <FormField control={control} name="name" label="Space name" hint='e.g. "Sky Terrace" or "Boardroom 2"'>
              {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} maxLength={OWNER_VENUE_LIMITS.name} />}
            </FormField>
            <div className="own-grid">
              <FormField control={control} name="space_type" label="Type of space">
                {(f, a11y) => (
                  <Select
                    {...a11y}
                    ref={f.ref}
                    placeholder="Choose"
                    value={f.value || undefined}
                    onChange={(v) => f.onChange(v)}
                    onBlur={f.onBlur}
                    options={SPACE_TYPES.map((t) => ({ value: t.value, label: t.label }))}
                  />
                )}
              </FormField>
              <FormField control={control} name="size_sqm" label="Size (m²)" hint="Optional">
                {(f, a11y) => (
                  <InputNumber
                    {...a11y}
                    ref={f.ref}
                    name={f.name}
                    onBlur={f.onBlur}
                    value={f.value ?? null}
                    onChange={(v) => f.onChange(numberOrNull(v))}
                    inputMode="numeric"
                    min={1}
                    max={OWNER_VENUE_LIMITS.sizeSqm}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                )}
              </FormField>
            </div>
            <FormField control={control} name="description" label="Description" hint={`${(description ?? '').length} / ${OWNER_VENUE_LIMITS.spaceDescription}`}>
              {(f, a11y) => <Input.TextArea {...f} {...a11y} value={f.value ?? ''} rows={4} maxLength={OWNER_VENUE_LIMITS.spaceDescription} />}
            </FormField>
            <FeaturesInput
              id={`${id}-features`}
              value={features ?? []}
              error={errors.features?.message ?? errors.features?.root?.message ?? (Array.isArray(errors.features) ? errors.features.find(Boolean)?.message : undefined)}
              onChange={(next) => setValue('features', next, { shouldDirty: true, shouldValidate: true })}
            />
          </>
        )}
        {section === 'capacity' && <SpacePriceFields id={id} form={form} currency={currency} />}
      </Form>
      <SaveStatus state={state} />
    </form>
  );
}
