import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  AMENITIES,
  AMENITY_GROUPS,
  CANCELLATION_POLICIES,
  DEFAULT_OPENING_HOURS,
  EVENT_TYPES,
  OWNER_VENUE_LIMITS,
  VENUE_REVIEWED_FIELDS,
  type OpeningHours,
  type OwnerVenue,
  type VenuePatch,
} from '@venues/contracts';
import { ownerVenuesApi, type GeocodeCandidate } from '@venues/api-client';
import { lazyResolver } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { FieldGroup } from '../../components/FieldGroup';
import { OpeningHoursField, type OpeningHoursErrors } from './OpeningHoursField';
import { SaveStatus } from './SaveStatus';
import { numberOrNull } from './numbers';
import { firstInvalidElement, useAutosave, type Flush } from './useAutosave';
import { VENUE_SECTIONS, type VenueSectionId } from './sections';
import { LocationMapField } from './map/LocationMapField';
import { defaultZone, zoneOptions } from './map/storefronts';

type FormSection = Exclude<VenueSectionId, 'photos' | 'spaces'>;
type AllValues = Required<Pick<VenuePatch, 'name' | 'description' | 'event_types' | 'amenities' | 'city' | 'area' | 'address' | 'postal_code' | 'time_zone' | 'cancellation_policy' | 'tax_registration_number'>> & {
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours | null;
};
/** A section's form holds its own fields only: another section's gaps never block its saving. */
type Values = Partial<AllValues>;

// The contracts' venue schema (listingRules.ts) downloads at the form's first check; the server checks every save anyway.
const loadRules = () => import(/* webpackChunkName: "listing-rules" */ './listingRules');
const resolver = lazyResolver(() => loadRules().then((m) => m.venueResolver as unknown as Resolver<Values>));
type AddressPart = 'address' | 'area' | 'city' | 'postal_code';
const ADDRESS_PARTS: readonly AddressPart[] = ['address', 'area', 'city', 'postal_code'];

const FIELDS: Record<FormSection, readonly (keyof AllValues)[]> = {
  details: ['name', 'description', 'event_types', 'amenities'],
  location: ['city', 'area', 'address', 'postal_code', 'latitude', 'longitude', 'time_zone'],
  policies: ['opening_hours', 'cancellation_policy', 'tax_registration_number'],
};

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
    time_zone: defaultZone(v.country, v.time_zone),
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
  /** The wizard's Next/Back: it calls flush before moving on (`complete` for "Save and continue"). */
  children?: (flush: Flush) => ReactNode;
}

/**
 * One section of a venue (details, location, policies) on react-hook-form with the contracts'
 * venue schema, saved as the owner types (useAutosave). Used by the wizard's steps and the
 * editor's section pages alike. antd controls bound by FormField / Controller.
 */
export function VenueSectionForm({ venue, section, onSaved, children }: VenueSectionFormProps) {
  const id = useId();
  // Saving as the owner types must not pull the focus to a field in the way: flush({ focus }) does when asked.
  const form = useForm<Values, unknown, Values>({ resolver, defaultValues: valuesOf(venue, section), mode: 'onChange', shouldFocusError: false });
  const { control, setValue, formState } = form;
  const { errors } = formState;
  const { state, flush } = useAutosave(form, async (changed) => {
    // Both halves of the pin travel together (the contracts refuse one alone).
    const body: VenuePatch = { ...changed };
    // Saving the policies stores the hours shown too: the defaults are then the owner's (usesDefaults).
    if (section === 'policies' && venue.opening_hours === null && !('opening_hours' in changed)) body.opening_hours = form.getValues('opening_hours') ?? DEFAULT_OPENING_HOURS;
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
  const zones = zoneOptions(venue.country, venue.time_zone);
  const [lat, lng] = useWatch({ control, name: ['latitude', 'longitude'] });
  const pin = lat != null && lng != null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  const placePin = (la: number, ln: number) => {
    setValue('latitude', la, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', ln, { shouldDirty: true, shouldValidate: true });
  };
  // A picked search result fills the address fields it knows (the owner edits them after) and starts the pin.
  const fillFrom = (c: GeocodeCandidate) => {
    for (const k of ADDRESS_PARTS) {
      const part = c[k];
      if (part) setValue(k, part, { shouldDirty: true, shouldValidate: true });
    }
    placePin(c.lat, c.lng);
  };

  // "Save and continue": save what is typed, then refuse to move on while the step's required
  // fields are empty (the draft keeps what was saved). The gaps show at their fields.
  const [blocked, setBlocked] = useState(false);
  const blockedRef = useRef(false);
  const markGaps = async (focus: boolean) => {
    const gaps = (await loadRules()).stepGaps(section, form.getValues());
    for (const g of gaps) form.setError(g.field as keyof Values, { type: 'step', message: g.message });
    blockedRef.current = gaps.length > 0;
    setBlocked(gaps.length > 0);
    // The errors as set now (form.formState is the last render's), each with its field's ref.
    if (focus && gaps.length) firstInvalidElement(Object.fromEntries(gaps.map((g) => [g.field, form.getFieldState(g.field as keyof Values).error])) as FieldErrors)?.focus();
    return gaps.length === 0;
  };
  const next: Flush = async (options = {}) => {
    if (!(await flush(options))) return false;
    return options.complete ? markGaps(!!options.focus) : true;
  };
  // Each save resets the form's errors: once refused, the gaps still open are marked again.
  useEffect(() => {
    if (state.status === 'saved' && blockedRef.current) void markGaps(false);
  }, [state]); // eslint-disable-line react-hooks/exhaustive-deps

  const [confirming, setConfirming] = useState(false);
  const confirmDefaults = async () => {
    setConfirming(true);
    try {
      // What the form shows (the defaults, or what the owner changed) becomes the venue's own.
      if (!form.getValues('opening_hours')) setValue('opening_hours', DEFAULT_OPENING_HOURS, { shouldDirty: true });
      await flush({ focus: true });
    } finally {
      setConfirming(false);
    }
  };
  const title = VENUE_SECTIONS.find((s) => s.id === section)!.title;

  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), void flush({ focus: true }))} aria-label={title}>
      {!venue.editable && <Alert type="info" showIcon title="This venue cannot be edited in its current status." style={{ marginBottom: 16 }} />}
      <Form layout="vertical" component={false} disabled={!venue.editable}>
        {section === 'details' && (
          <>
            <FormField control={control} name="name" label="Venue name" hint={reviewed('name') ? reviewHint : 'As guests know it, e.g. "The Glasshouse"'}>
              {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} maxLength={OWNER_VENUE_LIMITS.name} autoComplete="organization" />}
            </FormField>
            <FormField
              control={control}
              name="description"
              label="Description"
              hint={`What makes it special, the setting, food and drink. At least ${OWNER_VENUE_LIMITS.descriptionMin} characters. ${description.length} / ${OWNER_VENUE_LIMITS.description}`}
            >
              {(f, a11y) => <Input.TextArea {...f} {...a11y} value={f.value ?? ''} rows={6} maxLength={OWNER_VENUE_LIMITS.description} />}
            </FormField>
            <FieldGroup id={`${id}-events`} legend="Events it suits" hint="Guests find the venue under these" error={errors.event_types?.message}>
              <Controller
                control={control}
                name="event_types"
                render={({ field }) => (
                  <Checkbox.Group className="own-checks" value={field.value ?? []} onChange={(v) => field.onChange(v)} options={EVENT_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
                )}
              />
            </FieldGroup>
            <FieldGroup id={`${id}-amenities`} legend="Amenities" error={errors.amenities?.message}>
              <Controller
                control={control}
                name="amenities"
                render={({ field }) => (
                  <>
                    {AMENITY_GROUPS.map((g) => {
                      const mine = AMENITIES.filter((a) => a.group === g.value).map((a) => a.value as string);
                      const all = (field.value ?? []) as string[];
                      return (
                        <fieldset key={g.value} className="own-subgroup" style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
                          <legend style={{ fontSize: 14 }}>{g.label}</legend>
                          <Checkbox.Group
                            className="own-checks"
                            value={all.filter((a) => mine.includes(a))}
                            onChange={(v) => field.onChange([...all.filter((a) => !mine.includes(a)), ...(v as string[])])}
                            options={AMENITIES.filter((a) => a.group === g.value).map((a) => ({ value: a.value, label: a.label }))}
                          />
                        </fieldset>
                      );
                    })}
                  </>
                )}
              />
            </FieldGroup>
          </>
        )}
        {section === 'location' && (
          <>
            {published && <Alert type="warning" showIcon title={reviewHint} style={{ marginBottom: 16 }} />}
            <FormField control={control} name="address" label="Street address">
              {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} maxLength={OWNER_VENUE_LIMITS.address} autoComplete="street-address" />}
            </FormField>
            <div className="own-grid">
              <FormField control={control} name="area" label="Area or neighbourhood">
                {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} maxLength={OWNER_VENUE_LIMITS.area} />}
              </FormField>
              <FormField control={control} name="city" label="City">
                {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} maxLength={OWNER_VENUE_LIMITS.city} autoComplete="address-level2" />}
              </FormField>
              <FormField control={control} name="postal_code" label="Postal code">
                {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} maxLength={OWNER_VENUE_LIMITS.postalCode} autoComplete="postal-code" />}
              </FormField>
            </div>
            <LocationMapField
              pin={pin}
              onPin={placePin}
              onPick={fillFrom}
              country={venue.country}
              address={[venue.address, venue.postal_code, venue.city].filter(Boolean).join(', ')}
              disabled={!venue.editable}
            />
            {/* No min/max on these InputNumbers: antd would clamp 95 to 90 on blur and save it unsaid; the schema refuses it on the field. */}
            <div className="own-grid">
              <FormField control={control} name="latitude" label="Map pin: latitude" hint="Set by the map pin, or typed, e.g. 1.2834">
                {(f, a11y) => (
                  <InputNumber {...a11y} ref={f.ref} name={f.name} onBlur={f.onBlur} value={f.value ?? null} onChange={(v) => f.onChange(numberOrNull(v == null ? '' : String(v)))} style={{ width: '100%' }} />
                )}
              </FormField>
              <FormField control={control} name="longitude" label="Map pin: longitude" hint="e.g. 103.8607">
                {(f, a11y) => (
                  <InputNumber {...a11y} ref={f.ref} name={f.name} onBlur={f.onBlur} value={f.value ?? null} onChange={(v) => f.onChange(numberOrNull(v == null ? '' : String(v)))} style={{ width: '100%' }} />
                )}
              </FormField>
            </div>
            <FormField control={control} name="time_zone" label="Time zone" hint="Booking times and the calendar are in this zone. The storefront's zones come first.">
              {(f, a11y) => (
                <Select
                  {...a11y}
                  ref={f.ref}
                  className="own-zone"
                  showSearch
                  value={f.value || undefined}
                  onChange={(v) => f.onChange(v)}
                  onBlur={f.onBlur}
                  options={zones}
                />
              )}
            </FormField>
          </>
        )}
        {section === 'policies' && (
          <>
            {venue.opening_hours === null && (
              <Alert
                className="own-defaults"
                type="info"
                showIcon
                title="Filled in with defaults — check and confirm"
                description={
                  <>
                    <p style={{ margin: '0 0 8px' }}>
                      Nobody has set these yet: open 08:00–22:00 every day and the {CANCELLATION_POLICIES.find((p) => p.id === venue.cancellation_policy)?.label ?? venue.cancellation_policy} cancellation
                      policy are suggestions. Change what is wrong, then confirm.
                    </p>
                    <Button onClick={() => void confirmDefaults()} loading={confirming} disabled={!venue.editable}>
                      Confirm hours and policies
                    </Button>
                  </>
                }
              />
            )}
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
              <Controller
                control={control}
                name="cancellation_policy"
                render={({ field }) => (
                  <Radio.Group className="own-policies" value={field.value} onChange={(e) => field.onChange(e.target.value)} style={{ display: 'grid', gap: 8 }}>
                    {CANCELLATION_POLICIES.map((p) => (
                      <Radio key={p.id} value={p.id}>
                        <strong>{p.label}</strong>: full refund {p.fullHours / 24} days or more before, {p.partialPercent}% from {p.partialHours / 24} days.{' '}
                        <Typography.Text type="secondary">{p.suits}.</Typography.Text>
                      </Radio>
                    ))}
                  </Radio.Group>
                )}
              />
            </FieldGroup>
            <FormField control={control} name="tax_registration_number" label="Tax registration number" hint="Printed on the invoices guests receive (optional)">
              {(f, a11y) => <Input {...f} {...a11y} value={f.value ?? ''} className="own-short" maxLength={OWNER_VENUE_LIMITS.taxRegistrationNumber} />}
            </FormField>
          </>
        )}
      </Form>
      <SaveStatus state={state} />
      {blocked && Object.keys(errors).length > 0 && <Alert className="own-step-gaps" type="error" showIcon title="Fill in the highlighted fields to continue." style={{ marginTop: 12 }} />}
      {children?.(next)}
    </form>
  );
}
