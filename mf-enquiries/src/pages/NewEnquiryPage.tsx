import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { ENQUIRY_LIMITS, EVENT_TYPES, type EventTypeKey } from '@venues/contracts';
import { enquiriesApi, fieldErrors, shortlistsApi, toApiError, venuesApi } from '@venues/api-client';
import { lazyResolver, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { FormField } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { PageResult } from '../components/PageState';
import { SlotFields } from '../components/SlotFields';
import type { EnquiryValues as Values } from '../lib/formRules';

// The form's rules (lib/formRules.ts) download at the first submit; the server checks them anyway.
const resolver = lazyResolver(() => import(/* webpackChunkName: "enquiry-rules" */ '../lib/formRules').then((m) => m.enquiryResolver));
const FIELDS = ['event_type', 'event_date', 'start_time', 'end_time', 'guests', 'message'] as const;

/** An HH:MM time from the query, or undefined. */
const timeParam = (params: URLSearchParams, key: string) => {
  const v = params.get(key);
  return v && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? v : undefined;
};

/**
 * enquiries/new?venue=<id or slug>[&space=<id>] sends one enquiry; ?folder=<id> sends the same one
 * to every venue of a favourites folder (at most 10, each its own conversation). The search's date
 * and guests, and the venue page's availability check (?date=&start=&end=&guests=), fill the form.
 */
export default function NewEnquiryPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const venueRef = params.get('venue');
  const folderId = params.get('folder');
  const spaceId = params.get('space') ?? undefined;
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle('Send an enquiry');

  const target = useData(
    async () => {
      if (venueRef) {
        const v = await venuesApi.get(venueRef);
        return { kind: 'venue' as const, title: v.name, venues: [v.name], venueId: v._id, zone: v.time_zone, space: v.spaces.find((s) => s._id === spaceId)?.name };
      }
      // A shortlist: its owner's folder or one shared with the caller.
      const f = await shortlistsApi.get(folderId!);
      return { kind: 'folder' as const, title: f.name, venues: f.venues.map((v) => v.name), venueId: null, zone: undefined, space: undefined };
    },
    [venueRef, folderId, spaceId],
    { skip: !venueRef && !folderId },
  );

  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: { event_type: '', event_date: params.get('date') ?? '', start_time: timeParam(params, 'start') ?? '18:00', end_time: timeParam(params, 'end') ?? '22:00', guests: Number(params.get('guests')) || 20, message: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const t = target.data!;
    const event = { ...values, event_type: values.event_type as EventTypeKey };
    try {
      if (t.kind === 'venue') {
        const e = await enquiriesApi.create({ venue_id: t.venueId!, ...(spaceId ? { space_id: spaceId } : {}), ...event });
        navigate(`/${country}/enquiries/${e._id}`);
      } else {
        const r = await enquiriesApi.bulk({ folder_id: folderId!, ...event });
        navigate(`/${country}/enquiries`, { state: { sent: r.enquiries.length, skipped: r.skipped.length } });
      }
    } catch (err) {
      const byField = fieldErrors(err);
      let placed = false;
      for (const f of FIELDS) {
        if (byField[f]) {
          setError(f, { message: byField[f] });
          placed = true;
        }
      }
      const other = Object.entries(byField).find(([k]) => !(FIELDS as readonly string[]).includes(k));
      if (!placed || other) setProblem(other?.[1] ?? toApiError(err).message);
    }
  });

  if (!venueRef && !folderId) {
    return (
      <PageResult kind="info" title="Choose a venue first" subTitle="Open a venue and press “Send enquiry”, or enquire about a favourites folder.">
        <Link to={`/${country}/venues`}>Find a venue</Link>
      </PageResult>
    );
  }
  if (target.status === 'error') {
    return (
      <PageResult kind="warning" title={target.error.status === 404 ? 'This venue or folder is not available' : 'We could not load the venue'} subTitle={target.error.message}>
        <Link to={`/${country}/venues`}>Find a venue</Link>
      </PageResult>
    );
  }
  const t = target.data;
  const tooMany = t?.kind === 'folder' && t.venues.length > ENQUIRY_LIMITS.bulkVenues;
  return (
    <div className="enq-page enq-narrow">
      <Typography.Title level={1}>{t ? (t.kind === 'venue' ? `Enquire about ${t.title}` : `Enquire about all venues in “${t.title}”`) : 'Send an enquiry'}</Typography.Title>
      {!t ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Card>
          {t.kind === 'folder' && (
            <Alert
              type={tooMany || t.venues.length === 0 ? 'warning' : 'info'}
              role="status"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                t.venues.length === 0
                  ? 'This folder has no venues yet.'
                  : tooMany
                    ? `This folder has ${t.venues.length} venues: enquire about at most ${ENQUIRY_LIMITS.bulkVenues} at once. Remove some from the folder first.`
                    : `Each of these ${t.venues.length} venues gets its own conversation: ${t.venues.join(', ')}.`
              }
            />
          )}
          {t.space && <p>Space: {t.space}</p>}
          {problem && (
            <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} />
          )}
          <form noValidate onSubmit={submit} aria-label="Enquiry">
            <Form layout="vertical" component={false}>
              <FormField control={control} name="event_type" label="Type of event">
                {(field, a11y) => (
                  <Select
                    {...a11y}
                    value={field.value || undefined}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Choose"
                    options={EVENT_TYPES.map((e) => ({ value: e.value, label: e.label }))}
                  />
                )}
              </FormField>
              <SlotFields control={control} zone={t.zone} />
              <FormField control={control} name="message" label="Message" hint="Your questions: catering, equipment, layout, budget…">
                {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={5} maxLength={ENQUIRY_LIMITS.message} />}
              </FormField>
              <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={tooMany || (t.kind === 'folder' && t.venues.length === 0)}>
                {t.kind === 'venue' ? 'Send enquiry' : 'Send to all'}
              </Button>
            </Form>
          </form>
        </Card>
      )}
    </div>
  );
}
