import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DateTime } from 'luxon';
import { ENQUIRY_LIMITS, canSendOffers, type CustomOffer, type Enquiry, type SpaceDetail } from '@venues/contracts';
import { enquiriesApi, fieldErrors, offersApi, toApiError, venuesApi } from '@venues/api-client';
import { session } from '@venues/session';
import { Field, lazyResolver, LinkButton, SubmitButton, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { SlotFields } from '../components/SlotFields';
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
 * only source of the amount charged (docs/transactions.md "Offers, requests and holds"). Drawn without
 * antd (plain.css).
 */
export default function OfferFormPage() {
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
}

function OfferForm({ data, currency, back, country }: { data: Loaded; currency: string; back: string; country: string }) {
  const navigate = useNavigate();
  const { enquiry: e, spaces, previous } = data;
  const zone = e.venue.time_zone;
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({ resolver, defaultValues: initialValues(data) });
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
    <div className="enq-page enq-narrow ui-plain">
      <Link to={back}>‹ Back to the conversation</Link>
      <h1 style={{ marginTop: 8 }}>{previous ? `Change the offer for ${e.customer.name}` : `Custom offer for ${e.customer.name}`}</h1>
      <p className="ui-muted">
        {e.venue.name}. Times are the venue’s ({zone}). The offer holds the space until it expires; {previous ? 'the current version is replaced and kept in the history.' : 'the customer accepts it and then pays.'}
      </p>
      <div className="ui-card">
        {problem && (
          <p className="ui-alert ui-alert--error" role="alert">
            <span>{problem}</span>
          </p>
        )}
        <form noValidate onSubmit={submit} aria-label="Custom offer">
          <Field id={`${id}-space`} label="Space" error={errors.space_id?.message}>
            {(a11y) => (
              <select {...register('space_id')} {...a11y} className="ui-select">
                <option value="" disabled>
                  Choose a space
                </option>
                {spaces.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name} (up to {s.max_capacity})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <SlotFields register={register} errors={errors} zone={zone} />

          <fieldset className="enq-fieldset">
            <legend>Price ({currency})</legend>
            {lines.fields.map((line, i) => {
              const le = errors.lines?.[i];
              return (
                <div className="enq-lines" key={line.id}>
                  <Field id={`${id}-line${i}`} label={`Line ${i + 1}`} error={le?.description?.message}>
                    {(a11y) => <input {...register(`lines.${i}.description`)} {...a11y} className="ui-input" maxLength={ENQUIRY_LIMITS.lineDescription} />}
                  </Field>
                  <Field id={`${id}-qty${i}`} label="Quantity" error={le?.quantity?.message}>
                    {(a11y) => <input {...register(`lines.${i}.quantity`, { valueAsNumber: true })} {...a11y} className="ui-input" type="number" inputMode="numeric" min={1} max={10_000} step={1} />}
                  </Field>
                  <Field id={`${id}-price${i}`} label="Unit price" error={le?.unit_price?.message}>
                    {(a11y) => <input {...register(`lines.${i}.unit_price`, { valueAsNumber: true })} {...a11y} className="ui-input" type="number" inputMode="decimal" min={0} step={step} />}
                  </Field>
                  <button type="button" className="ui-button enq-remove-line" onClick={() => lines.remove(i)} disabled={lines.fields.length === 1} aria-label={`Remove line ${i + 1}`}>
                    Remove
                  </button>
                </div>
              );
            })}
            {(errors.lines?.root?.message ?? errors.lines?.message) && (
              <p className="ui-alert ui-alert--error" role="alert">
                <span>{errors.lines?.root?.message ?? errors.lines?.message}</span>
              </p>
            )}
            <button type="button" className="ui-button" onClick={() => lines.append({ description: '', quantity: 1, unit_price: undefined as unknown as number })} disabled={lines.fields.length >= ENQUIRY_LIMITS.offerLines}>
              Add a line
            </button>
            <p className="enq-subtotal" aria-live="polite">
              Subtotal {money(subtotal, currency, country)}. Tax and the total are added by us when you send it.
            </p>
          </fieldset>

          <div className="enq-row">
            <Field id={`${id}-expires`} label="Customer accepts by" hint="The space is held for them until then" error={errors.expires_date?.message}>
              {(a11y) => <input {...register('expires_date')} {...a11y} className="ui-input" type="date" min={todayIn(zone)} />}
            </Field>
            <Field id={`${id}-expires-at`} label="At" error={errors.expires_time?.message}>
              {(a11y) => <input {...register('expires_time')} {...a11y} className="ui-input" type="time" />}
            </Field>
          </div>
          <Field id={`${id}-note`} label="Note to the customer" hint="What is included, the layout, payment terms…" error={errors.note?.message}>
            {(a11y) => <textarea {...register('note')} {...a11y} className="ui-input" rows={4} maxLength={ENQUIRY_LIMITS.offerNote} />}
          </Field>
          <div className="enq-actions">
            <SubmitButton busy={formState.isSubmitting} wide={false}>
              {previous ? 'Send the new version' : 'Send offer'}
            </SubmitButton>
            <LinkButton to={back}>Cancel</LinkButton>
          </div>
        </form>
      </div>
    </div>
  );
}
