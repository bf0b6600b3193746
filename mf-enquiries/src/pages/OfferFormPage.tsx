import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DateTime } from 'luxon';
import { ENQUIRY_LIMITS, canSendOffers, type CustomOffer, type Enquiry, type SpaceDetail } from '@venues/contracts';
import { enquiriesApi, fieldErrors, offersApi, toApiError, venuesApi } from '@venues/api-client';
import { session } from '@venues/session';
import { lazyResolver, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { DateInput, NumberInput, SlotFields, TimeInput } from '../components/SlotFields';
import { decimalsOf, money, toMinor } from '@venues/geo';
import type { OfferValues as Values } from '../lib/formRules';
import { toInstant, todayIn, wallClock } from '../lib/zoned';

// The form's rules (lib/formRules.ts) download at the first submit; the server prices and checks the offer anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../lib/formRules').then((m) => m.offerResolver));

/** The server's field names (instants) to this form's (the venue's wall clock). */
const SERVER_FIELD: Record<string, keyof Values> = { space_id: 'space_id', start_at: 'event_date', end_at: 'end_time', guests: 'guests', lines: 'lines', expires_at: 'expires_date', note: 'note' };

interface Loaded {
  enquiry: Enquiry;
  spaces: SpaceDetail[];
  previous: CustomOffer | null;
}

/** A first line at the space's listed hourly or daily rate, which the venue can change. */
function listedLine(space: SpaceDetail | undefined, hours: number): Values['lines'][number] {
  const p = space?.pricing;
  if (p?.per_hour) return { description: `${space!.name}, hire per hour`, quantity: Math.max(1, Math.ceil(hours), p.per_hour.min_hours), unit_price: p.per_hour.amount };
  if (p?.per_day) return { description: `${space!.name}, hire per day`, quantity: 1, unit_price: p.per_day.amount };
  return { description: space ? `${space.name}, hire` : '', quantity: 1, unit_price: undefined as unknown as number };
}

/** Three days from now, or two hours before the event when that is sooner (in the venue's zone). */
function defaultExpiry(eventStart: string, zone: string): { date: string; time: string } {
  const start = DateTime.fromISO(eventStart, { zone });
  const threeDays = DateTime.now().setZone(zone).plus({ days: 3 }).set({ minute: 0, second: 0, millisecond: 0 });
  const at = DateTime.min(threeDays, start.minus({ hours: 2 }));
  return { date: at.toISODate()!, time: at.toFormat('HH:mm') };
}

function initialValues({ enquiry: e, spaces, previous: o }: Loaded): Values {
  const zone = e.venue.time_zone;
  if (o) {
    const start = wallClock(o.start_at, zone);
    const expiry = wallClock(o.expires_at, zone);
    return {
      space_id: o.space._id,
      event_date: start.date,
      start_time: start.time,
      end_time: wallClock(o.end_at, zone).time,
      guests: o.guests,
      lines: o.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_price: l.unit_amount_minor / 10 ** decimalsOf(o.currency) })),
      expires_date: expiry.date,
      expires_time: expiry.time,
      note: o.note,
    };
  }
  const space = spaces.find((s) => s._id === e.space?._id) ?? spaces[0];
  const hours = (Date.parse(e.end_at) - Date.parse(e.start_at)) / 3_600_000;
  const expiry = defaultExpiry(e.start_at, zone);
  return {
    space_id: space?._id ?? '',
    event_date: e.event_date,
    start_time: e.start_time,
    end_time: e.end_time,
    guests: e.guests,
    lines: [listedLine(space, hours)],
    expires_date: expiry.date,
    expires_time: expiry.time,
    note: '',
  };
}

/**
 * enquiries/:enquiry/custom-offer (a new offer) and enquiries/:enquiry/update-offer/:offer (its next
 * version): the venue's owners and admins price a space and time for this customer. The page sums the
 * lines as the venue types; the server prices the offer again with the storefront's tax and is the
 * only source of the amount charged (docs/transactions.md "Offers, requests and holds").
 */
const OfferFormPage = observer(function OfferFormPage() {
  const { enquiry: enquiryId = '', offer: offerId } = useParams();
  const country = useCountry();
  useDocumentTitle(offerId ? 'Change the offer' : 'Send a custom offer');
  const loaded = useData<Loaded>(async () => {
    const [enquiry, previous] = await Promise.all([enquiriesApi.get(enquiryId), offerId ? offersApi.get(offerId) : Promise.resolve(null)]);
    const venue = await venuesApi.get(enquiry.venue.slug);
    return { enquiry, spaces: venue.spaces, previous };
  }, [enquiryId, offerId]);

  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="conversation or offer" />;
  if (!loaded.data) return <PageSkeleton rows={10} />;
  const { enquiry: e, previous } = loaded.data;
  const back = `/${country}/enquiries/${e._id}`;
  const currency = previous?.currency ?? e.venue.currency;
  let refusal: string | null = null;
  if (e.my_side !== 'venue' || !canSendOffers(session.roles)) refusal = 'Only the venue’s owners and admins send offers.';
  else if (!currency) refusal = 'This venue has no currency set, so it cannot send offers yet. Set the venue’s currency first.';
  else if (previous && previous.status !== 'pending') refusal = 'Only an offer that waits for the customer can be changed. Send a new offer instead.';
  else if (!previous && e.status !== 'open' && e.status !== 'offer_sent') refusal = 'Reopen the conversation to send an offer.';
  if (refusal) {
    return (
      <PageResult kind="info" title="You cannot send this offer" subTitle={refusal}>
        <Link to={back}>Back to the conversation</Link>
      </PageResult>
    );
  }
  return <OfferForm data={loaded.data} currency={currency!} back={back} country={country} />;
});

export default OfferFormPage;

function OfferForm({ data, currency, back, country }: { data: Loaded; currency: string; back: string; country: string }) {
  const navigate = useNavigate();
  const { enquiry: e, spaces, previous } = data;
  const zone = e.venue.time_zone;
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: initialValues(data) });
  const lines = useFieldArray({ control, name: 'lines' });
  const typed = useWatch({ control, name: 'lines' });
  const subtotal = (typed ?? []).reduce((sum, l) => sum + toMinor((Number(l?.quantity) || 0) * (Number(l?.unit_price) || 0), currency), 0);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    const body = {
      space_id: v.space_id,
      start_at: toInstant(v.event_date, v.start_time, zone),
      end_at: toInstant(v.event_date, v.end_time, zone),
      guests: v.guests,
      lines: v.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_amount_minor: toMinor(l.unit_price, currency) })),
      expires_at: toInstant(v.expires_date, v.expires_time, zone),
      note: v.note,
    };
    try {
      await (previous ? offersApi.update(previous._id, body) : offersApi.create(e._id, body));
      navigate(back);
    } catch (err) {
      const byField = fieldErrors(err);
      let placed = false;
      for (const [k, message] of Object.entries(byField)) {
        const [head, index, leaf] = k.split('.');
        if (head === 'lines' && index !== undefined && leaf) setError(`lines.${Number(index)}.${leaf === 'unit_amount_minor' ? 'unit_price' : (leaf as 'description' | 'quantity')}`, { message });
        else if (SERVER_FIELD[head!]) setError(SERVER_FIELD[head!]!, { message });
        else continue;
        placed = true;
      }
      if (!placed) setProblem(toApiError(err).message);
    }
  });

  const errors = formState.errors;
  const step = 1 / 10 ** decimalsOf(currency);
  return (
    <div className="enq-page enq-narrow">
      <Link to={back}>‹ Back to the conversation</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        {previous ? `Change the offer for ${e.customer.name}` : `Custom offer for ${e.customer.name}`}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {e.venue.name}. Times are the venue’s ({zone}). The offer holds the space until it expires; {previous ? 'the current version is replaced and kept in the history.' : 'the customer accepts it and then pays.'}
      </Typography.Paragraph>
      <Card>
        {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <form noValidate onSubmit={submit} aria-label="Custom offer">
          <Form layout="vertical" component={false}>
            <FormField control={control} name="space_id" label="Space">
              {(field, a11y) => (
                <Select
                  {...a11y}
                  value={field.value || undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Choose a space"
                  options={spaces.map((s) => ({ value: s._id, label: `${s.name} (up to ${s.max_capacity})` }))}
                />
              )}
            </FormField>
            <SlotFields control={control} zone={zone} />

            <fieldset className="enq-fieldset">
              <legend>Price ({currency})</legend>
              {lines.fields.map((line, i) => (
                <Flex wrap gap={12} align="flex-start" className="enq-lines" key={line.id}>
                  <div style={{ flex: '3 1 220px' }}>
                    <FormField control={control} name={`lines.${i}.description`} label={`Line ${i + 1}`}>
                      {(field, a11y) => <Input {...field} {...a11y} maxLength={ENQUIRY_LIMITS.lineDescription} />}
                    </FormField>
                  </div>
                  <div style={{ flex: '1 1 90px' }}>
                    <FormField control={control} name={`lines.${i}.quantity`} label="Quantity">
                      {(field, a11y) => <NumberInput field={field} a11y={a11y} min={1} max={10_000} step={1} inputMode="numeric" />}
                    </FormField>
                  </div>
                  <div style={{ flex: '1 1 120px' }}>
                    <FormField control={control} name={`lines.${i}.unit_price`} label="Unit price">
                      {(field, a11y) => <NumberInput field={field} a11y={a11y} min={0} step={step} inputMode="decimal" />}
                    </FormField>
                  </div>
                  <Button className="enq-remove-line" onClick={() => lines.remove(i)} disabled={lines.fields.length === 1} aria-label={`Remove line ${i + 1}`} style={{ marginTop: 30 }}>
                    Remove
                  </Button>
                </Flex>
              ))}
              {(errors.lines?.root?.message ?? errors.lines?.message) && <Alert type="error" role="alert" showIcon title={errors.lines?.root?.message ?? errors.lines?.message} style={{ marginBottom: 16 }} />}
              <Button onClick={() => lines.append({ description: '', quantity: 1, unit_price: undefined as unknown as number })} disabled={lines.fields.length >= ENQUIRY_LIMITS.offerLines}>
                Add a line
              </Button>
              <p className="enq-subtotal" aria-live="polite">
                Subtotal {money(subtotal, currency, country)}. Tax and the total are added by us when you send it.
              </p>
            </fieldset>

            <Flex wrap gap={12} className="enq-row">
              <div style={{ flex: '1 1 200px' }}>
                <FormField control={control} name="expires_date" label="Customer accepts by" hint="The space is held for them until then">
                  {(field, a11y) => <DateInput field={field} a11y={a11y} min={todayIn(zone)} />}
                </FormField>
              </div>
              <div style={{ flex: '1 1 120px' }}>
                <FormField control={control} name="expires_time" label="At">
                  {(field, a11y) => <TimeInput field={field} a11y={a11y} />}
                </FormField>
              </div>
            </Flex>
            <FormField control={control} name="note" label="Note to the customer" hint="What is included, the layout, payment terms…">
              {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={4} maxLength={ENQUIRY_LIMITS.offerNote} />}
            </FormField>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
                {previous ? 'Send the new version' : 'Send offer'}
              </Button>
              <ButtonLink to={back}>Cancel</ButtonLink>
            </Space>
          </Form>
        </form>
      </Card>
    </div>
  );
}
