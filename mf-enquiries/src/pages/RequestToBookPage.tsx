import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { BOOKING_REQUEST_TTL_HOURS, type Enquiry, type SpaceDetail } from '@venues/contracts';
import { enquiriesApi, fieldErrors, offersApi, toApiError, venuesApi } from '@venues/api-client';
import { formatMoney, localeForCountry } from '@venues/geo';
import { Field, lazyResolver, LinkButton, SubmitButton, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { LoadFailed, PageResult, PageSkeleton } from '../components/PageState';
import { SlotFields } from '../components/SlotFields';
import type { RequestValues as Values } from '../lib/formRules';
import { toInstant } from '../lib/zoned';

// The form's rules (lib/formRules.ts) download at the first submit; the server checks them anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../lib/formRules').then((m) => m.requestResolver));
const SERVER_FIELD: Record<string, keyof Values> = { space_id: 'space_id', start_at: 'event_date', end_at: 'end_time', guests: 'guests' };

/** "SGD 80 per hour (at least 2 hours)" or "SGD 1,200 per day"; null for a space priced on request. */
function listedPrice(s: SpaceDetail, country: string): string | null {
  const m = (amount: number) => formatMoney(amount, s.pricing.currency, localeForCountry(country));
  if (s.pricing.per_hour) return `${m(s.pricing.per_hour.amount)} per hour${s.pricing.per_hour.min_hours > 1 ? ` (at least ${s.pricing.per_hour.min_hours} hours)` : ''}`;
  if (s.pricing.per_day) return `${m(s.pricing.per_day.amount)} per day`;
  return null;
}

/**
 * enquiries/:enquiry/request-to-book: the customer asks for a space and time at its listed price; the
 * venue accepts (an offer at that price follows, holding the slot) or declines within 48 hours.
 * Drawn without antd (plain.css).
 */
export default function RequestToBookPage() {
  const { enquiry: enquiryId = '' } = useParams();
  const country = useCountry();
  useDocumentTitle('Request to book');
  const loaded = useData<{ enquiry: Enquiry; spaces: SpaceDetail[] }>(async () => {
    const enquiry = await enquiriesApi.get(enquiryId);
    return { enquiry, spaces: (await venuesApi.get(enquiry.venue.slug)).spaces };
  }, [enquiryId]);

  if (loaded.status === 'error') return <LoadFailed country={country} status={loaded.error.status} message={loaded.error.message} what="conversation" />;
  if (!loaded.data) return <PageSkeleton rows={8} />;
  const { enquiry: e, spaces } = loaded.data;
  const back = `/${country}/enquiries/${e._id}`;
  const priced = spaces.filter((s) => listedPrice(s, country) !== null);
  let refusal: string | null = null;
  if (e.my_side !== 'customer') refusal = 'Only the customer requests to book.';
  else if (e.status !== 'open' && e.status !== 'offer_sent') refusal = 'Reopen the conversation to request a booking.';
  else if (priced.length === 0) refusal = 'This venue prices its spaces on request: ask for a custom offer in the conversation instead.';
  if (refusal) {
    return (
      <PageResult kind="info" title="You cannot request to book here" subTitle={refusal}>
        <Link to={back}>Back to the conversation</Link>
      </PageResult>
    );
  }
  return <RequestForm enquiry={e} spaces={priced} back={back} country={country} />;
}

function RequestForm({ enquiry: e, spaces, back, country }: { enquiry: Enquiry; spaces: SpaceDetail[]; back: string; country: string }) {
  const navigate = useNavigate();
  const zone = e.venue.time_zone;
  const [problem, setProblem] = useState<string | null>(null);
  const first = spaces.find((s) => s._id === e.space?._id) ?? spaces[0]!;
  const id = useId();
  const { control, register, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { space_id: first._id, event_date: e.event_date, start_time: e.start_time, end_time: e.end_time, guests: e.guests },
  });
  const spaceId = useWatch({ control, name: 'space_id' });
  const chosen = spaces.find((s) => s._id === spaceId);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      await offersApi.requestToBook(e._id, { space_id: v.space_id, start_at: toInstant(v.event_date, v.start_time, zone), end_at: toInstant(v.event_date, v.end_time, zone), guests: v.guests });
      navigate(back);
    } catch (err) {
      const byField = fieldErrors(err);
      const known = Object.entries(byField).filter(([k]) => SERVER_FIELD[k]);
      for (const [k, message] of known) setError(SERVER_FIELD[k]!, { message });
      if (known.length === 0) setProblem(toApiError(err).message);
    }
  });

  const errors = formState.errors;
  return (
    <div className="enq-page enq-narrow ui-plain">
      <Link to={back}>‹ Back to the conversation</Link>
      <h1 style={{ marginTop: 8 }}>Request to book at {e.venue.name}</h1>
      <p className="ui-muted">
        At the space’s listed price. {e.venue.name} answers within {BOOKING_REQUEST_TTL_HOURS} hours; if they accept, you get an offer to review and pay. Times are the venue’s ({zone}).
      </p>
      <div className="ui-card">
        {problem && (
          <p className="ui-alert ui-alert--error" role="alert">
            <span>{problem}</span>
          </p>
        )}
        <form noValidate onSubmit={submit} aria-label="Request to book">
          <Field id={`${id}-space`} label="Space" hint={chosen ? listedPrice(chosen, country) : undefined} error={errors.space_id?.message}>
            {(a11y) => (
              <select {...register('space_id')} {...a11y} className="ui-select">
                {spaces.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name} (up to {s.max_capacity})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <SlotFields register={register} errors={errors} zone={zone} />
          <div className="enq-actions">
            <SubmitButton busy={formState.isSubmitting} wide={false}>
              Send request
            </SubmitButton>
            <LinkButton to={back}>Cancel</LinkButton>
          </div>
        </form>
      </div>
    </div>
  );
}
