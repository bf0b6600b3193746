import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { ENQUIRY_LIMITS, EVENT_TYPES, type EventTypeKey } from '@venues/contracts';
import { enquiriesApi, fieldErrors, shortlistsApi, toApiError, venuesApi } from '@venues/api-client';
import { lazyResolver, useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { session } from '@venues/session';
import { enquiryDraftPath, forgetEnquiryDraft, keepEnquiryDraft, readEnquiryDraft, takeEnquiryDraft, type EnquiryDraft } from '@venues/session/enquiry-draft';
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

const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((e) => ({ value: e.value, label: e.label }));
/** Typing filters the event types by their labels ("wed" + Enter picks Weddings). */
const EVENT_TYPE_SEARCH = { optionFilterProp: 'label' } as const;

/** Where a signed-out visitor goes with a kept enquiry: a customer's sign-up (no kind-of-account choice), back to the form to send it. */
export function signUpForDraft(country: string, draft: Pick<EnquiryDraft, 'venue' | 'space'>): string {
  return `/${country}/signup/user?returnTo=${encodeURIComponent(enquiryDraftPath(country, draft, true))}&reason=enquiry`;
}

/**
 * enquiries/new?venue=<id or slug>[&space=<id>] sends one enquiry; ?folder=<id> sends the same one
 * to every venue of a favourites folder (at most 10, each its own conversation), ?venues=<a,b,c> to
 * each venue of a list (the compare page's "Enquire about all"). The search's date
 * and guests, and the venue page's availability check (?date=&start=&end=&guests=), fill the form.
 *
 * A signed-out visitor writes the venue enquiry too (docs/adr/0114-enquiring-before-signing-up.md):
 * "Send enquiry" keeps it on the device and leads to sign-up; back here signed in with &send=kept,
 * the page sends the kept enquiry at once and opens its conversation. Without &send=kept a kept
 * enquiry only fills the form. A folder's enquiry still needs signing in first (the folder is private).
 */
const NewEnquiryPage = observer(function NewEnquiryPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const venueRef = params.get('venue');
  const folderId = params.get('folder');
  // A list of venues (the compare page's "Enquire about all"): ids or slugs, comma-separated.
  const listRefs = useMemo(() => (params.get('venues') ?? '').split(',').map((v) => v.trim()).filter(Boolean), [params]);
  const listKey = listRefs.join(',');
  const several = !venueRef && !folderId && listRefs.length > 0;
  const spaceId = params.get('space') ?? undefined;
  const signedIn = session.isAuthenticated;
  const [problem, setProblem] = useState<string | null>(null);
  // Read once: the form starts from it, and sending it after sign-in takes it.
  const [kept] = useState(() => (venueRef ? readEnquiryDraft(venueRef, spaceId) : null));
  const sendKept = signedIn && kept !== null && params.get('send') === 'kept';
  const [sendingKept, setSendingKept] = useState(sendKept);
  const started = useRef(false);
  useDocumentTitle('Send an enquiry');

  const target = useData(
    async () => {
      if (venueRef) {
        const v = await venuesApi.get(venueRef);
        return { kind: 'venue' as const, title: v.name, venues: [v.name], venueId: v._id, zone: v.time_zone, space: v.spaces.find((s) => s._id === spaceId)?.name };
      }
      if (!folderId) {
        const vs = await Promise.all(listRefs.map((ref) => venuesApi.get(ref)));
        return { kind: 'list' as const, title: vs.map((v) => v.name).join(', '), venues: vs.map((v) => v.name), venueIds: vs.map((v) => v._id), venueId: null, zone: undefined, space: undefined };
      }
      // A shortlist: its owner's folder or one shared with the caller.
      const f = await shortlistsApi.get(folderId);
      return { kind: 'folder' as const, title: f.name, venues: f.venues.map((v) => v.name), venueId: null, zone: undefined, space: undefined };
    },
    [venueRef, folderId, spaceId, listKey],
    { skip: (!venueRef && !folderId && !several) || (!signedIn && !venueRef) },
  );

  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: kept
      ? kept.values
      : { event_type: '', event_date: params.get('date') ?? '', start_time: timeParam(params, 'start') ?? '18:00', end_time: timeParam(params, 'end') ?? '22:00', guests: Number(params.get('guests')) || 20, message: '' },
  });

  /** Sends to the server (signed in); a refusal lands under its fields or above the form. */
  const send = async (values: Values, replace = false) => {
    setProblem(null);
    const t = target.data!;
    const event = { ...values, event_type: values.event_type as EventTypeKey };
    try {
      if (t.kind === 'venue') {
        const e = await enquiriesApi.create({ venue_id: t.venueId!, ...(spaceId ? { space_id: spaceId } : {}), ...event });
        forgetEnquiryDraft(venueRef!, spaceId);
        navigate(`/${country}/enquiries/${e._id}`, { replace });
      } else {
        const r = await enquiriesApi.bulk({ ...(t.kind === 'list' ? { venue_ids: t.venueIds } : { folder_id: folderId! }), ...event });
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
      return false;
    }
    return true;
  };

  const submit = handleSubmit(async (values) => {
    if (signedIn) return void (await send(values));
    // Signed out: kept on this device (never sent before the account exists), then sign-up.
    const t = target.data!;
    const draft = { venue: venueRef!, ...(spaceId ? { space: spaceId } : {}), venueName: t.title, values };
    if (!keepEnquiryDraft(draft)) {
      setProblem('This browser does not let us keep your enquiry while you sign up. Sign in first, then send it.');
      return;
    }
    navigate(signUpForDraft(country, draft));
  });

  // Back signed in from sign-in or sign-up (&send=kept): send the kept enquiry once. Taken from
  // the device first, so a reload or a second tab cannot send it twice; kept again if refused.
  useEffect(() => {
    if (!sendKept || started.current || target.status !== 'ready' || !target.data) return;
    started.current = true;
    const draft = takeEnquiryDraft(venueRef!, spaceId);
    if (!draft) return setSendingKept(false);
    void send(draft.values, true).then((sent) => {
      if (sent) return;
      keepEnquiryDraft({ venue: draft.venue, ...(draft.space ? { space: draft.space } : {}), venueName: draft.venueName, values: draft.values });
      setSendingKept(false);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the venue is known
  }, [sendKept, target.status]);

  if ((folderId || several) && !signedIn) {
    const here = `/${country}/enquiries/new?${params.toString()}`;
    return <Navigate to={`/${country}/login?returnTo=${encodeURIComponent(here)}&reason=enquiry`} replace />;
  }
  if (!venueRef && !folderId && !several) {
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
  const tooMany = t !== undefined && t.kind !== 'venue' && t.venues.length > ENQUIRY_LIMITS.bulkVenues;
  return (
    <div className="enq-page enq-narrow">
      <Typography.Title level={1}>{t ? (t.kind === 'venue' ? `Enquire about ${t.title}` : t.kind === 'list' ? `Enquire about ${t.venues.length} venues` : `Enquire about all venues in “${t.title}”`) : 'Send an enquiry'}</Typography.Title>
      {!t ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : sendingKept ? (
        <Card>
          <p role="status">Sending your enquiry to {t.title}…</p>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ) : (
        <Card>
          {t.kind !== 'venue' && (
            <Alert
              type={tooMany || t.venues.length === 0 ? 'warning' : 'info'}
              role="status"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                t.venues.length === 0
                  ? 'This folder has no venues yet.'
                  : tooMany
                    ? `${t.kind === 'list' ? 'This list' : 'This folder'} has ${t.venues.length} venues: enquire about at most ${ENQUIRY_LIMITS.bulkVenues} at once. Remove some from the folder first.`
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
                    placeholder="Choose or type"
                    showSearch={EVENT_TYPE_SEARCH}
                    options={EVENT_TYPE_OPTIONS}
                  />
                )}
              </FormField>
              <SlotFields control={control} zone={t.zone} />
              <FormField control={control} name="message" label="Message" hint="Your questions: catering, equipment, layout, budget…">
                {(field, a11y) => <Input.TextArea {...field} {...a11y} rows={5} maxLength={ENQUIRY_LIMITS.message} />}
              </FormField>
              {!signedIn && (
                <Typography.Paragraph type="secondary">Next you create an account, or sign in, to send it: your enquiry waits on this device until then.</Typography.Paragraph>
              )}
              <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={tooMany || (t.kind === 'folder' && t.venues.length === 0)}>
                {t.kind === 'venue' ? 'Send enquiry' : 'Send to all'}
              </Button>
            </Form>
          </form>
        </Card>
      )}
    </div>
  );
});
export default NewEnquiryPage;
