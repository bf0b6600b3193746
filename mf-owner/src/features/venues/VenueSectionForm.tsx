import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, Form, Input, InputNumber, Radio, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import {
  AMENITIES,
  AMENITY_GROUPS,
  CANCELLATION_POLICIES,
  DEFAULT_OPENING_HOURS,
  EVENT_TYPES,
  OWNER_VENUE_LIMITS,
  VENUE_REVIEWED_FIELDS,
  WEEKDAYS,
  venuePatchBody,
  type OpeningHours,
  type OwnerVenue,
  type VenuePatch,
} from '@venues/contracts';
import { ownerVenuesApi } from '@venues/api-client';
import { FormField } from '@venues/ui';
import { SaveStatus } from './SaveStatus';
import { useAutosave } from './useAutosave';
import type { VenueSectionId } from './sections';

type FormSection = Exclude<VenueSectionId, 'photos' | 'spaces'>;
type AllValues = Required<Pick<VenuePatch, 'name' | 'description' | 'event_types' | 'amenities' | 'city' | 'area' | 'address' | 'postal_code' | 'time_zone' | 'cancellation_policy' | 'tax_registration_number'>> & {
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours | null;
};
/** A section's form holds its own fields only: another section's gaps never block its saving. */
type Values = Partial<AllValues>;

const FIELDS: Record<FormSection, readonly (keyof AllValues)[]> = {
  details: ['name', 'description', 'event_types', 'amenities'],
  location: ['city', 'area', 'address', 'postal_code', 'latitude', 'longitude', 'time_zone'],
  policies: ['opening_hours', 'cancellation_policy', 'tax_registration_number'],
};

const DAY_LABEL: Record<(typeof WEEKDAYS)[number], string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Asia/Singapore'];

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
  children?: (flush: () => Promise<boolean>) => React.ReactNode;
}

/**
 * One section of a venue (details, location, policies) on react-hook-form with the contracts'
 * venue schema, saved as the owner types (useAutosave). Used by the wizard's steps and the
 * editor's section pages alike.
 */
export function VenueSectionForm({ venue, section, onSaved, children }: VenueSectionFormProps) {
  const schema = useMemo(() => venuePatchBody, []);
  const form = useForm<Values, unknown, Values>({ resolver: zodResolver(schema) as never, defaultValues: valuesOf(venue, section), mode: 'onChange' });
  const { control, watch, setValue } = form;
  const { state, flush } = useAutosave(form, async (changed) => {
    // Both halves of the pin travel together (the contracts refuse one alone).
    const body: VenuePatch = { ...changed };
    if ('latitude' in changed || 'longitude' in changed) Object.assign(body, { latitude: form.getValues('latitude') ?? null, longitude: form.getValues('longitude') ?? null });
    const stored = await ownerVenuesApi.patch(venue._id, body);
    onSaved(stored);
    return valuesOf(stored, section);
  });
  const published = venue.status === 'published';
  const reviewed = (f: string) => published && (VENUE_REVIEWED_FIELDS as readonly string[]).includes(f);
  const reviewHint = 'Changing this sends the venue back for approval: it leaves search until an administrator approves it.';
  const hours = watch('opening_hours') ?? DEFAULT_OPENING_HOURS;

  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form noValidate onSubmit={(e) => (e.preventDefault(), void flush())} aria-label={section}>
        {!venue.editable && <Alert type="info" showIcon style={{ marginBottom: 16 }} message="This venue cannot be edited in its current status." />}
        <fieldset disabled={!venue.editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          {section === 'details' && (
            <>
              <FormField control={control} name="name" label="Venue name" hint={reviewed('name') ? reviewHint : 'As guests know it, e.g. "The Glasshouse"'}>
                {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.name} autoComplete="organization" />}
              </FormField>
              <FormField control={control} name="description" label="Description" hint={`What makes it special, the setting, food and drink. At least ${OWNER_VENUE_LIMITS.descriptionMin} characters.`}>
                {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={6} maxLength={OWNER_VENUE_LIMITS.description} showCount />}
              </FormField>
              <FormField control={control} name="event_types" label="Events it suits" hint="Guests find the venue under these">
                {(field, a11y) => (
                  <Checkbox.Group {...a11y} value={field.value} onChange={(v) => field.onChange(v)} options={EVENT_TYPES.map((t) => ({ value: t.value, label: t.label }))} className="own-checks" />
                )}
              </FormField>
              <FormField control={control} name="amenities" label="Amenities">
                {(field, a11y) => (
                  <div {...a11y} className="own-amenities">
                    {AMENITY_GROUPS.map((g) => (
                      <fieldset key={g.value}>
                        <legend>{g.label}</legend>
                        <Checkbox.Group
                          value={(field.value ?? []).filter((a) => AMENITIES.find((x) => x.value === a)?.group === g.value)}
                          onChange={(v) => field.onChange([...(field.value ?? []).filter((a) => AMENITIES.find((x) => x.value === a)?.group !== g.value), ...v])}
                          options={AMENITIES.filter((a) => a.group === g.value).map((a) => ({ value: a.value, label: a.label }))}
                          className="own-checks"
                        />
                      </fieldset>
                    ))}
                  </div>
                )}
              </FormField>
            </>
          )}
          {section === 'location' && (
            <>
              {published && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={reviewHint} />}
              <FormField control={control} name="address" label="Street address">
                {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.address} autoComplete="street-address" />}
              </FormField>
              <div className="own-grid">
                <FormField control={control} name="area" label="Area or neighbourhood">
                  {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.area} />}
                </FormField>
                <FormField control={control} name="city" label="City">
                  {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.city} autoComplete="address-level2" />}
                </FormField>
                <FormField control={control} name="postal_code" label="Postal code">
                  {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.postalCode} autoComplete="postal-code" />}
                </FormField>
              </div>
              <div className="own-grid">
                <FormField control={control} name="latitude" label="Map pin: latitude" hint="Right-click the entrance in any map app and copy its coordinates, e.g. 1.2834">
                  {(field, a11y) => <InputNumber {...a11y} value={field.value} onChange={(v) => field.onChange(v ?? null)} onBlur={field.onBlur} min={-90} max={90} step={0.0001} style={{ width: '100%' }} />}
                </FormField>
                <FormField control={control} name="longitude" label="Map pin: longitude" hint="e.g. 103.8607">
                  {(field, a11y) => <InputNumber {...a11y} value={field.value} onChange={(v) => field.onChange(v ?? null)} onBlur={field.onBlur} min={-180} max={180} step={0.0001} style={{ width: '100%' }} />}
                </FormField>
              </div>
              <FormField control={control} name="time_zone" label="Time zone" hint="Booking times and the calendar are in this zone">
                {(field, a11y) => <Select {...a11y} showSearch value={field.value} onChange={field.onChange} options={TIME_ZONES.map((z) => ({ value: z, label: z }))} />}
              </FormField>
            </>
          )}
          {section === 'policies' && (
            <>
              <FormField control={control} name="opening_hours" label="Opening hours" hint="Guests can book within these hours; the sales page measures occupancy against them">
                {(_field, a11y) => (
                  <table {...a11y} className="own-hours">
                    <tbody>
                      {WEEKDAYS.map((d) => {
                        const day = hours[d];
                        const set = (next: OpeningHours[typeof d]) => setValue('opening_hours', { ...hours, [d]: next }, { shouldDirty: true, shouldValidate: true });
                        return (
                          <tr key={d}>
                            <th scope="row">{DAY_LABEL[d]}</th>
                            <td>
                              <Switch checked={day !== null} onChange={(open) => set(open ? { open: '08:00', close: '22:00' } : null)} aria-label={`Open on ${DAY_LABEL[d]}`} checkedChildren="Open" unCheckedChildren="Closed" />
                            </td>
                            <td>
                              {day && (
                                <TimePicker.RangePicker
                                  format="HH:mm"
                                  minuteStep={15}
                                  allowClear={false}
                                  value={[dayjs(`2000-01-01T${day.open}`), dayjs(`2000-01-01T${day.close === '24:00' ? '23:59' : day.close}`)]}
                                  onChange={(r) => r?.[0] && r[1] && set({ open: r[0].format('HH:mm'), close: r[1].format('HH:mm') === '23:59' ? '24:00' : r[1].format('HH:mm') })}
                                  aria-label={`Hours on ${DAY_LABEL[d]}`}
                                />
                              )}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                )}
              </FormField>
              <FormField control={control} name="cancellation_policy" label="Cancellation policy" hint="What guests get back when they cancel; shown on the venue page and applied by the refunds">
                {(field, a11y) => (
                  <Radio.Group {...a11y} value={field.value} onChange={(e) => field.onChange(e.target.value)} className="own-policies">
                    {CANCELLATION_POLICIES.map((p) => (
                      <Radio key={p.id} value={p.id}>
                        <strong>{p.label}</strong>: full refund {p.fullHours / 24} days or more before, {p.partialPercent}% from {p.partialHours / 24} days. <span className="own-muted">{p.suits}.</span>
                      </Radio>
                    ))}
                  </Radio.Group>
                )}
              </FormField>
              <FormField control={control} name="tax_registration_number" label="Tax registration number" hint="Printed on the invoices guests receive (optional)">
                {(field, a11y) => <Input {...field} {...a11y} maxLength={OWNER_VENUE_LIMITS.taxRegistrationNumber} />}
              </FormField>
            </>
          )}
        </fieldset>
        <SaveStatus state={state} />
        {children?.(flush)}
      </form>
    </Form>
  );
}

