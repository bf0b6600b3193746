import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { CAPACITY_LAYOUTS, OWNER_VENUE_LIMITS, SPACE_TYPES, spacePatchBody, type OwnerSpace, type SpacePackage, type SpacePatch } from '@venues/contracts';
import { spacesApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { SaveStatus } from '../venues/SaveStatus';
import { useAutosave } from '../venues/useAutosave';

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
type Values = Partial<AllValues>;

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
 * as the owner types. Prices are in the storefront's currency, major units.
 */
export function SpaceSectionForm({ space, section, currency, editable, onSaved }: { space: OwnerSpace; section: Section; currency: string; editable: boolean; onSaved: (s: OwnerSpace) => void }) {
  const form = useForm<Values, unknown, Values>({ resolver: zodResolver(spacePatchBody) as never, defaultValues: valuesOf(space, section), mode: 'onChange' });
  const { control, watch, setValue } = form;
  const packages = useFieldArray({ control, name: 'pricing.packages' as never });
  const { state, flush } = useAutosave(form, async (changed) => {
    const stored = await spacesApi.patch(space._id, changed as SpacePatch);
    onSaved(stored);
    return valuesOf(stored, section);
  });
  const pricing = watch('pricing');
  const setPricing = (next: Partial<AllValues['pricing']>) => setValue('pricing', { ...pricing!, ...next }, { shouldDirty: true, shouldValidate: true });

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), void flush())} aria-label={`Space ${section}`}>
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {section === 'details' && (
            <>
              <FormField control={control} name="name" label="Space name" hint='e.g. "Sky Terrace" or "Boardroom 2"'>
                {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.name} />}
              </FormField>
              <div className="own-grid">
                <FormField control={control} name="space_type" label="Type of space">
                  {(field, a11y) => <Select {...a11y} value={field.value ?? undefined} onChange={field.onChange} placeholder="Choose" options={SPACE_TYPES.map((t) => ({ value: t.value, label: t.label }))} />}
                </FormField>
                <FormField control={control} name="size_sqm" label="Size (m²)" hint="Optional">
                  {(field, a11y) => <InputNumber {...a11y} value={field.value} onChange={(v) => field.onChange(v ?? null)} min={1} max={OWNER_VENUE_LIMITS.sizeSqm} precision={0} style={{ width: '100%' }} />}
                </FormField>
              </div>
              <FormField control={control} name="description" label="Description">
                {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={4} maxLength={OWNER_VENUE_LIMITS.spaceDescription} showCount />}
              </FormField>
              <FormField control={control} name="features" label="Features" hint="Type one and press Enter, e.g. Natural light, Private entrance">
                {(field, a11y) => <Select {...a11y} mode="tags" value={field.value} onChange={field.onChange} tokenSeparators={[',']} maxCount={OWNER_VENUE_LIMITS.features} open={false} suffixIcon={null} />}
              </FormField>
            </>
          )}
          {section === 'capacity' && (
            <>
              <fieldset className="own-fieldset">
                <legend>Guests per layout (0 or empty: layout not offered)</legend>
                <div className="own-grid">
                  {CAPACITY_LAYOUTS.map((l) => (
                    <FormField key={l.value} control={control} name={`capacity.${l.value}` as 'capacity'} label={l.label}>
                      {(field, a11y) => <InputNumber {...a11y} value={field.value as unknown as number} onChange={(v) => field.onChange((v ?? 0) as never)} min={0} max={OWNER_VENUE_LIMITS.capacity} precision={0} style={{ width: '100%' }} />}
                    </FormField>
                  ))}
                </div>
              </fieldset>
              <fieldset className="own-fieldset">
                <legend>Prices in {currency}</legend>
                <Checkbox checked={pricing?.per_hour != null} onChange={(e) => setPricing({ per_hour: e.target.checked ? { amount: 100, min_hours: 2 } : null })}>
                  Hourly rate
                </Checkbox>
                {pricing?.per_hour && (
                  <div className="own-grid">
                    <FormField control={control} name={'pricing.per_hour.amount' as 'pricing'} label={`Per hour (${currency})`}>
                      {(field, a11y) => <InputNumber {...a11y} value={field.value as unknown as number} onChange={(v) => field.onChange((v ?? 0) as never)} min={0} max={OWNER_VENUE_LIMITS.amount} style={{ width: '100%' }} />}
                    </FormField>
                    <FormField control={control} name={'pricing.per_hour.min_hours' as 'pricing'} label="Minimum hours">
                      {(field, a11y) => <InputNumber {...a11y} value={field.value as unknown as number} onChange={(v) => field.onChange((v ?? 1) as never)} min={1} max={OWNER_VENUE_LIMITS.hours} precision={0} style={{ width: '100%' }} />}
                    </FormField>
                  </div>
                )}
                <div>
                  <Checkbox checked={pricing?.per_day != null} onChange={(e) => setPricing({ per_day: e.target.checked ? { amount: 1000 } : null })}>
                    Day rate
                  </Checkbox>
                </div>
                {pricing?.per_day && (
                  <FormField control={control} name={'pricing.per_day.amount' as 'pricing'} label={`Per day (${currency})`}>
                    {(field, a11y) => <InputNumber {...a11y} value={field.value as unknown as number} onChange={(v) => field.onChange((v ?? 0) as never)} min={0} max={OWNER_VENUE_LIMITS.amount} style={{ width: '100%' }} />}
                  </FormField>
                )}
              </fieldset>
              <fieldset className="own-fieldset">
                <legend>Packages</legend>
                {packages.fields.map((p, i) => (
                  <div key={p.id} className="own-package" role="group" aria-label={`Package ${i + 1}`}>
                    <div className="own-grid">
                      <FormField control={control} name={`pricing.packages.${i}.name` as 'pricing'} label="Package name">
                        {(field, a11y) => <Input {...a11y} value={field.value as unknown as string} onChange={(e) => field.onChange(e.target.value as never)} maxLength={OWNER_VENUE_LIMITS.packageName} />}
                      </FormField>
                      <FormField control={control} name={`pricing.packages.${i}.amount` as 'pricing'} label={`Price (${currency})`}>
                        {(field, a11y) => <InputNumber {...a11y} value={field.value as unknown as number} onChange={(v) => field.onChange((v ?? 0) as never)} min={0} max={OWNER_VENUE_LIMITS.amount} style={{ width: '100%' }} />}
                      </FormField>
                      <FormField control={control} name={`pricing.packages.${i}.hours` as 'pricing'} label="Hours">
                        {(field, a11y) => <InputNumber {...a11y} value={field.value as unknown as number} onChange={(v) => field.onChange((v ?? 1) as never)} min={1} max={OWNER_VENUE_LIMITS.hours} precision={0} style={{ width: '100%' }} />}
                      </FormField>
                    </div>
                    <FormField control={control} name={`pricing.packages.${i}.per_person` as 'pricing'} label="Price per guest">
                      {(field, a11y) => <Switch {...a11y} checked={field.value as unknown as boolean} onChange={(v) => field.onChange(v as never)} />}
                    </FormField>
                    <FormField control={control} name={`pricing.packages.${i}.description` as 'pricing'} label="What is included">
                      {(field, a11y) => <Input.TextArea {...a11y} rows={2} value={field.value as unknown as string} onChange={(e) => field.onChange(e.target.value as never)} maxLength={OWNER_VENUE_LIMITS.packageDescription} />}
                    </FormField>
                    <Button danger size="small" onClick={() => packages.remove(i)}>
                      Remove package {i + 1}
                    </Button>
                  </div>
                ))}
                {packages.fields.length < OWNER_VENUE_LIMITS.packages && (
                  <Button onClick={() => packages.append({ name: '', description: '', amount: 0, per_person: true, hours: 3 } as never)}>Add a package</Button>
                )}
              </fieldset>
            </>
          )}
        </fieldset>
        <SaveStatus state={state} />
      </form>
    </Form>
  );
}
