import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { BOOKING_REQUEST_TTL_HOURS, type Enquiry, type SpaceDetail } from '@venues/contracts';
import { enquiriesApi, fieldErrors, offersApi, toApiError, venuesApi } from '@venues/api-client';
import { formatMoney, localeForCountry } from '@venues/geo';
import { lazyResolver, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
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
  const { control, handleSubmit, setError, formState } = useForm<Values>({
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

  return (
    <div className="enq-page enq-narrow">
      <Link to={back}>‹ Back to the conversation</Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        Request to book at {e.venue.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        At the space’s listed price. {e.venue.name} answers within {BOOKING_REQUEST_TTL_HOURS} hours; if they accept, you get an offer to review and pay. Times are the venue’s ({zone}).
      </Typography.Paragraph>
      <Card>
        {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <form noValidate onSubmit={submit} aria-label="Request to book">
          <Form layout="vertical" component={false}>
            <FormField control={control} name="space_id" label="Space" hint={chosen ? listedPrice(chosen, country) : undefined}>
              {(field, a11y) => (
                <Select {...a11y} value={field.value || undefined} onChange={field.onChange} onBlur={field.onBlur} options={spaces.map((s) => ({ value: s._id, label: `${s.name} (up to ${s.max_capacity})` }))} />
              )}
            </FormField>
            <SlotFields control={control} zone={zone} />
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
                Send request
              </Button>
              <ButtonLink to={back}>Cancel</ButtonLink>
            </Space>
          </Form>
        </form>
      </Card>
    </div>
  );
}
