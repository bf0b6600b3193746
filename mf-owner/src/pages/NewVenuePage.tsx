import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input, Skeleton, Steps } from 'antd';
import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import { fieldErrors, ownerVenuesApi, toApiError } from '@venues/api-client';
import { ButtonLink, PlainErrorView, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import { VenueActions } from '../features/venues/VenueActions';
import { VenueSection } from '../features/venues/VenueSection';
import { isVenueSection, missingBySection, VENUE_SECTIONS, type VenueSectionId } from '../features/venues/sections';
import { useOwnerVenue } from '../features/venues/useOwnerVenue';
import '../features/venues/owner.css';

type StepId = VenueSectionId | 'review';
const STEPS: readonly { id: StepId; title: string }[] = [...VENUE_SECTIONS.map((s) => ({ id: s.id, title: s.title })), { id: 'review', title: 'Review and submit' }];

/** The first step: the venue's name starts the draft (country and time zone are the storefront's). */
function StartStep({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function start() {
    if (!name.trim()) return setError('Name is required');
    setBusy(true);
    try {
      onCreated((await ownerVenuesApi.create({ name: name.trim() }))._id);
    } catch (e) {
      setError(fieldErrors(e).name ?? toApiError(e).message);
      setBusy(false);
    }
  }
  return (
    <Form layout="vertical" component={false} requiredMark={false}>
      <form
        noValidate
        aria-label="Start a venue"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
        style={{ maxWidth: 520 }}
      >
        <Form.Item label="What is the venue called?" htmlFor="venue-name" validateStatus={error ? 'error' : undefined} help={error ?? undefined} extra="You can change it until you submit. Everything you enter is saved as you go.">
          <Input id="venue-name" size="large" autoFocus value={name} maxLength={OWNER_VENUE_LIMITS.name} onChange={(e) => (setName(e.target.value), setError(null))} aria-invalid={error ? true : undefined} />
        </Form.Item>
        <Button type="primary" size="large" htmlType="submit" loading={busy}>
          Start listing
        </Button>
      </form>
    </Form>
  );
}

/**
 * `venues/management/new-venue`: the guided listing. The name creates a draft; each step is a
 * section of the venue saved as the owner types; `?venue=<id>&step=<step>` in the URL makes it
 * resumable (the drafts page links here). The last step checks what is missing and submits.
 */
export default function NewVenuePage() {
  const country = useCountry();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const id = search.get('venue') ?? '';
  const { state, venue, setVenue } = useOwnerVenue(id);
  useDocumentTitle(venue ? `List ${venue.name}` : 'List a new venue');
  const missing = venue ? missingBySection(venue.missing) : null;
  const asked = search.get('step');
  // Resuming without a step: the first step with something missing.
  const step: StepId = asked === 'review' || isVenueSection(asked ?? undefined) ? (asked as StepId) : (VENUE_SECTIONS.find((s) => missing?.[s.id].length)?.id ?? (venue ? 'review' : 'details'));
  const index = STEPS.findIndex((s) => s.id === step);
  const go = (to: StepId) => {
    setSearch({ venue: id, step: to });
    window.scrollTo?.({ top: 0 });
  };
  const here = `/${country}/venues/management/new-venue?venue=${id}&step=spaces`;

  if (!id) {
    return (
      <div className="own-page">
        <PageHeader title="List a new venue" subtitle="Six short steps. Leave at any time: your draft waits under Drafts." />
        <StartStep onCreated={(created) => setSearch({ venue: created, step: 'details' })} />
      </div>
    );
  }
  if (state.status === 'error') {
    if (state.error.status === 404) return <PlainErrorView status={404} message="This draft is not one of your team's venues." homeHref={`/${country}/venues/management/drafts`} />;
    return (
      <div className="own-page">
        <Alert type="error" showIcon message="We could not load your draft" description={state.error.message} action={<Button onClick={state.reload}>Try again</Button>} />
      </div>
    );
  }
  if (!venue || !missing) {
    return (
      <div className="own-page" role="status" aria-label="Loading your draft">
        <Skeleton active />
      </div>
    );
  }

  return (
    <div className="own-page">
      <PageHeader title={`List ${venue.name}`} subtitle="Saved as you go. Leave at any time: your draft waits under Drafts." extra={<ButtonLink to={`/${country}/venues/venue_id_draft?venue=${venue._id}`}>Preview</ButtonLink>} />
      <Steps
        size="small"
        current={index}
        onChange={(i) => go(STEPS[i]!.id)}
        items={STEPS.map((s) => ({ title: s.title, status: s.id === step ? 'process' : s.id !== 'review' && missing[s.id].length === 0 ? 'finish' : 'wait' }))}
        style={{ marginBottom: 24 }}
      />
      <h2>{STEPS[index]!.title}</h2>
      {step === 'review' ? (
        <section aria-label="Review">
          {venue.missing.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              message="Fill these in before you submit"
              description={
                <ul>
                  {venue.missing.map((m) => {
                    const s = VENUE_SECTIONS.find((x) => missing[x.id].includes(m))!;
                    return (
                      <li key={m.field}>
                        {m.message} (<Link to={`?venue=${venue._id}&step=${s.id}`}>{s.title}</Link>)
                      </li>
                    );
                  })}
                </ul>
              }
            />
          ) : (
            <Alert type="success" showIcon message="Everything is filled in. Look at the preview, then submit it for approval." />
          )}
          <div className="own-wizard-nav">
            <Button onClick={() => go('policies')}>Back</Button>
            <div style={{ display: 'flex', gap: 8 }}>
              <ButtonLink to={`/${country}/venues/venue_id_draft?venue=${venue._id}`}>Preview</ButtonLink>
              <VenueActions
                venue={{ ...venue, actions: venue.actions.filter((a) => a === 'submit') }}
                onChanged={(v) => (setVenue(v), navigate(`/${country}/venues/management/venue/${v._id}`))}
              />
            </div>
          </div>
        </section>
      ) : (
        <VenueSection
          key={step}
          venue={venue}
          section={step}
          country={country}
          onSaved={setVenue}
          reload={state.reload}
          back={here}
          nav={(flush) => (
            <div className="own-wizard-nav">
              <Button disabled={index === 0} onClick={async () => (await flush()) && go(STEPS[index - 1]!.id)}>
                Back
              </Button>
              <Button type="primary" onClick={async () => (await flush()) && go(STEPS[index + 1]!.id)}>
                Save and continue
              </Button>
            </div>
          )}
        />
      )}
    </div>
  );
}
