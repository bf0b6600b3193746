import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { OWNER_VENUE_LIMITS, SPACE_TYPES, type OwnerSpace, type SpacePackage, type SpacePatch } from '@venues/contracts';
import { spacesApi } from '@venues/api-client';
import { Field, lazyResolver } from '@venues/mf-kit';
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
 * as the owner types. Prices are in the storefront's currency, major units. Native inputs (plain.css).
 */
export function SpaceSectionForm({ space, section, currency, editable, onSaved }: { space: OwnerSpace; section: Section; currency: string; editable: boolean; onSaved: (s: OwnerSpace) => void }) {
  const id = useId();
  // Saving as the owner types must not pull the focus to a field in the way: Enter (flush with focus) does.
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: valuesOf(space, section), mode: 'onChange', shouldFocusError: false });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const { state, flush } = useAutosave(form, async (changed) => {
    const stored = await spacesApi.patch(space._id, changed as SpacePatch);
    onSaved(stored);
    return valuesOf(stored, section);
  });
  const [description, features] = useWatch({ control, name: ['description', 'features'] });

  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void flush({ focus: true }))} aria-label={section === 'details' ? 'Space details' : 'Space capacity and prices'}>
      <fieldset disabled={!editable} className="own-plain-fieldset">
        {section === 'details' && (
          <>
            <Field id={`${id}-name`} label="Space name" hint='e.g. "Sky Terrace" or "Boardroom 2"' error={errors.name?.message}>
              {(a11y) => <input {...register('name')} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.name} />}
            </Field>
            <div className="own-grid">
              <Field id={`${id}-type`} label="Type of space" error={errors.space_type?.message}>
                {(a11y) => (
                  <select {...register('space_type')} {...a11y} className="ui-select">
                    <option value="" disabled>
                      Choose
                    </option>
                    {SPACE_TYPES.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={`${id}-size`} label="Size (m²)" hint="Optional" error={errors.size_sqm?.message}>
                {(a11y) => <input {...register('size_sqm', { setValueAs: numberOrNull })} {...a11y} className="ui-input" type="number" inputMode="numeric" min={1} max={OWNER_VENUE_LIMITS.sizeSqm} step={1} />}
              </Field>
            </div>
            <Field id={`${id}-description`} label="Description" hint={`${(description ?? '').length} / ${OWNER_VENUE_LIMITS.spaceDescription}`} error={errors.description?.message}>
              {(a11y) => <textarea {...register('description')} {...a11y} className="ui-input" rows={4} maxLength={OWNER_VENUE_LIMITS.spaceDescription} />}
            </Field>
            <FeaturesInput
              id={`${id}-features`}
              value={features ?? []}
              error={errors.features?.message ?? errors.features?.root?.message ?? (Array.isArray(errors.features) ? errors.features.find(Boolean)?.message : undefined)}
              onChange={(next) => setValue('features', next, { shouldDirty: true, shouldValidate: true })}
            />
          </>
        )}
        {section === 'capacity' && <SpacePriceFields id={id} form={form} currency={currency} />}
      </fieldset>
      <SaveStatus state={state} />
    </form>
  );
}
