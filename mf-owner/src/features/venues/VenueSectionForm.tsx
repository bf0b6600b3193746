import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  AMENITIES,
  AMENITY_GROUPS,
  CANCELLATION_POLICIES,
  EVENT_TYPES,
  OWNER_VENUE_LIMITS,
  VENUE_REVIEWED_FIELDS,
  type OpeningHours,
  type OwnerVenue,
  type VenuePatch,
} from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { Field, lazyResolver } from '@venues/mf-kit';
import { FieldGroup } from '../../components/FieldGroup';
import { OpeningHoursField, type OpeningHoursErrors } from './OpeningHoursField';
import { SaveStatus } from './SaveStatus';
import { numberOrNull } from './numbers';
import { useAutosave, type Flush } from './useAutosave';
import { VENUE_SECTIONS, type VenueSectionId } from './sections';

type FormSection = Exclude<VenueSectionId, 'photos' | 'spaces'>;
type AllValues = Required<Pick<VenuePatch, 'name' | 'description' | 'event_types' | 'amenities' | 'city' | 'area' | 'address' | 'postal_code' | 'time_zone' | 'cancellation_policy' | 'tax_registration_number'>> & {
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours | null;
};
/** A section's form holds its own fields only: another section's gaps never block its saving. */
type Values = Partial<AllValues>;

// The contracts' venue schema (listingRules.ts) downloads at the form's first check; the server checks every save anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "listing-rules" */ './listingRules').then((m) => m.venueResolver as unknown as Resolver<Values>));

const FIELDS: Record<FormSection, readonly (keyof AllValues)[]> = {
  details: ['name', 'description', 'event_types', 'amenities'],
  location: ['city', 'area', 'address', 'postal_code', 'latitude', 'longitude', 'time_zone'],
  policies: ['opening_hours', 'cancellation_policy', 'tax_registration_number'],
};

const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Singapore'];

function valuesOf(v: OwnerVenue, section: FormSection): Values {
  const all: AllValues = {
    name: v.name,
    description: v.description,
    event_types: v.event_types,
    amenities: v.amenities,
    city: v.city,
    area: v.area,
    address: v.address,
    postal_code: v.postal_code,
    latitude: v.latitude,
    longitude: v.longitude,
    time_zone: v.time_zone,
    cancellation_policy: v.cancellation_policy,
    tax_registration_number: v.tax_registration_number,
    opening_hours: v.opening_hours,
  };
  return Object.fromEntries(FIELDS[section].map((k) => [k, all[k]]));
}

export interface VenueSectionFormProps {
  venue: OwnerVenue;
  section: FormSection;
  /** The venue as stored after each save. */
  onSaved: (venue: OwnerVenue) => void;
  /** The wizard's Next/Back: it calls flush before moving on. */
  children?: (flush: Flush) => ReactNode;
}

/**
 * One section of a venue (details, location, policies) on react-hook-form with the contracts'
 * venue schema, saved as the owner types (useAutosave). Used by the wizard's steps and the
 * editor's section pages alike. Native inputs (plain.css).
 */
export function VenueSectionForm({ venue, section, onSaved, children }: VenueSectionFormProps) {
  const id = useId();
  // Saving as the owner types must not pull the focus to a field in the way: flush({ focus }) does when asked.
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: valuesOf(venue, section), mode: 'onChange', shouldFocusError: false });
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const { state, flush } = useAutosave(form, async (changed) => {
    // Both halves of the pin travel together (the contracts refuse one alone).
    const body: VenuePatch = { ...changed };
    if ('latitude' in changed || 'longitude' in changed) Object.assign(body, { latitude: form.getValues('latitude') ?? null, longitude: form.getValues('longitude') ?? null });
    const stored = await ownerVenuesApi.patch(venue._id, body);
    onSaved(stored);
    return valuesOf(stored, section);
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const hours = useWatch({ control, name: 'opening_hours' });
  const published = venue.status === 'published';
  const reviewed = (f: string) => published && (VENUE_REVIEWED_FIELDS as readonly string[]).includes(f);
  const reviewHint = 'Changing this sends the venue back for approval: it leaves search until an administrator approves it.';
  const zones = venue.time_zone && !TIME_ZONES.includes(venue.time_zone) ? [venue.time_zone, ...TIME_ZONES] : TIME_ZONES;
  const title = VENUE_SECTIONS.find((s) => s.id === section)!.title;

  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void flush({ focus: true }))} aria-label={title}>
      {!venue.editable && (
        <div className="ui-alert ui-alert--info">
          <span>This venue cannot be edited in its current status.</span>
        </div>
      )}
      <fieldset disabled={!venue.editable} className="own-plain-fieldset">
        {section === 'details' && (
          <>
            <Field id={`${id}-name`} label="Venue name" hint={reviewed('name') ? reviewHint : 'As guests know it, e.g. "The Glasshouse"'} error={errors.name?.message}>
              {(a11y) => <input {...register('name')} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.name} autoComplete="organization" />}
            </Field>
            <Field
              id={`${id}-description`}
              label="Description"
              hint={`What makes it special, the setting, food and drink. At least ${OWNER_VENUE_LIMITS.descriptionMin} characters. ${description.length} / ${OWNER_VENUE_LIMITS.description}`}
              error={errors.description?.message}
            >
              {(a11y) => <textarea {...register('description')} {...a11y} className="ui-input" rows={6} maxLength={OWNER_VENUE_LIMITS.description} />}
            </Field>
            <FieldGroup id={`${id}-events`} legend="Events it suits" hint="Guests find the venue under these" error={errors.event_types?.message}>
              <div className="own-checks">
                {EVENT_TYPES.map((t) => (
                  <label key={t.value} className="ui-check">
                    <input type="checkbox" value={t.value} {...register('event_types')} />
                    {t.label}
                  </label>
                ))}
              </div>
            </FieldGroup>
            <FieldGroup id={`${id}-amenities`} legend="Amenities" error={errors.amenities?.message}>
              {AMENITY_GROUPS.map((g) => (
                <fieldset key={g.value} className="own-subgroup">
                  <legend>{g.label}</legend>
                  <div className="own-checks">
                    {AMENITIES.filter((a) => a.group === g.value).map((a) => (
                      <label key={a.value} className="ui-check">
                        <input type="checkbox" value={a.value} {...register('amenities')} />
                        {a.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </FieldGroup>
          </>
        )}
        {section === 'location' && (
          <>
            {published && (
              <div className="ui-alert ui-alert--warning">
                <span>{reviewHint}</span>
              </div>
            )}
            <Field id={`${id}-address`} label="Street address" error={errors.address?.message}>
              {(a11y) => <input {...register('address')} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.address} autoComplete="street-address" />}
            </Field>
            <div className="own-grid">
              <Field id={`${id}-area`} label="Area or neighbourhood" error={errors.area?.message}>
                {(a11y) => <input {...register('area')} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.area} />}
              </Field>
              <Field id={`${id}-city`} label="City" error={errors.city?.message}>
                {(a11y) => <input {...register('city')} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.city} autoComplete="address-level2" />}
              </Field>
              <Field id={`${id}-postal`} label="Postal code" error={errors.postal_code?.message}>
                {(a11y) => <input {...register('postal_code')} {...a11y} className="ui-input" maxLength={OWNER_VENUE_LIMITS.postalCode} autoComplete="postal-code" />}
              </Field>
            </div>
            {/* No inputMode="decimal": a phone's decimal pad has no minus sign, and a pin west or south of zero needs one. */}
            <div className="own-grid">
              <Field id={`${id}-lat`} label="Map pin: latitude" hint="Right-click the entrance in any map app and copy its coordinates, e.g. 1.2834" error={errors.latitude?.message}>
                {(a11y) => <input {...register('latitude', { setValueAs: numberOrNull })} {...a11y} className="ui-input" type="number" min={-90} max={90} step="any" />}
              </Field>
              <Field id={`${id}-lng`} label="Map pin: longitude" hint="e.g. 103.8607" error={errors.longitude?.message}>
                {(a11y) => <input {...register('longitude', { setValueAs: numberOrNull })} {...a11y} className="ui-input" type="number" min={-180} max={180} step="any" />}
              </Field>
            </div>
            <Field id={`${id}-zone`} label="Time zone" hint="Booking times and the calendar are in this zone" error={errors.time_zone?.message}>
              {(a11y) => (
                <select {...register('time_zone')} {...a11y} className="ui-select own-zone">
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )}
        {section === 'policies' && (
          <>
            <OpeningHoursField
              id={`${id}-hours`}
              value={hours}
              errors={errors.opening_hours as OpeningHoursErrors | undefined}
              onChange={(next) => setValue('opening_hours', next, { shouldDirty: true, shouldValidate: true })}
            />
            <FieldGroup
              id={`${id}-policy`}
              legend="Cancellation policy"
              hint="What guests get back when they cancel; shown on the venue page and applied by the refunds"
              error={errors.cancellation_policy?.message}
            >
              <div className="own-policies">
                {CANCELLATION_POLICIES.map((p) => (
                  <label key={p.id} className="ui-check">
                    <input type="radio" value={p.id} {...register('cancellation_policy')} />
                    <span>
                      <strong>{p.label}</strong>: full refund {p.fullHours / 24} days or more before, {p.partialPercent}% from {p.partialHours / 24} days. <span className="own-muted">{p.suits}.</span>
                    </span>
                  </label>
                ))}
              </div>
            </FieldGroup>
            <Field id={`${id}-tax`} label="Tax registration number" hint="Printed on the invoices guests receive (optional)" error={errors.tax_registration_number?.message}>
              {(a11y) => <input {...register('tax_registration_number')} {...a11y} className="ui-input own-short" maxLength={OWNER_VENUE_LIMITS.taxRegistrationNumber} />}
            </Field>
          </>
        )}
      </fieldset>
      <SaveStatus state={state} />
      {children?.(flush)}
    </form>
  );
}
