import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import { fieldErrors, ownerVenuesApi, toApiError } from '@venues/api-client';
import { useCountry, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { ButtonLink } from '../components/ButtonLink';
import { LoadFailed, Loading, NotFound } from '../components/PageStates';
import { VenueActions } from '../features/venues/VenueActions';
import { VenueSection } from '../features/venues/VenueSection';
import { WizardSteps, type WizardStep } from '../features/venues/WizardSteps';
import { isVenueSection, missingBySection, sectionDone, VENUE_SECTIONS, type VenueSectionId } from '../features/venues/sections';
import { ListingSummary } from '../features/venues/ListingSummary';
import { useOwnerVenue } from '../features/venues/useOwnerVenue';
import '../features/venues/owner.css';

type StepId = VenueSectionId | 'review';
const STEPS: readonly { id: StepId; title: string }[] = [...VENUE_SECTIONS.map((s) => ({ id: s.id, title: s.title })), { id: 'review', title: 'Review and submit' }];

/** The first step: the venue's name starts the draft (country and time zone are the storefront's). */
function StartStep({ onCreated }: { onCreated: (id: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function start(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setError('Name is required');
    setBusy(true);
    try {
      onCreated((await ownerVenuesApi.create({ name: name.trim() }))._id);
    } catch (err) {
      setError(fieldErrors(err).name ?? toApiError(err).message);
      setBusy(false);
    }
  }
  return (
    <form noValidate aria-label="Start a venue" onSubmit={(e) => void start(e)} className="own-start">
      <Form layout="vertical" component={false}>
        <Form.Item
          label="What is the venue called?"
          htmlFor={`${id}-name`}
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
          extra={error ? undefined : <span id={`${id}-hint`}>You can change it until you submit. Everything you enter is saved as you go.</span>}
        >
          {/* The page is this one question: the name box has the focus. */}
          <Input
            id={`${id}-name`}
            size="large"
            autoFocus
            value={name}
            maxLength={OWNER_VENUE_LIMITS.name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(e) => (setName(e.target.value), setError(null))}
          />
        </Form.Item>
      </Form>
      <Button type="primary" size="large" htmlType="submit" loading={busy}>
        Start listing
      </Button>
    </form>
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
  const step: StepId = asked === 'review' || isVenueSection(asked ?? undefined) ? (asked as StepId) : (VENUE_SECTIONS.find((s) => venue && !sectionDone(venue, s.id))?.id ?? (venue ? 'review' : 'details'));
  const index = STEPS.findIndex((s) => s.id === step);
  const stepHref = (to: StepId) => `?venue=${encodeURIComponent(id)}&step=${to}`;
  const go = (to: StepId) => {
    setSearch({ venue: id, step: to });
    window.scrollTo?.({ top: 0 });
  };
  const here = `/${country}/venues/management/new-venue?venue=${id}&step=spaces`;
  const preview = `/${country}/venues/venue_id_draft?venue=${id}`;

  if (!id) {
    return (
      <div className="own-page">
        <PageHeader title="List a new venue" subtitle="Six short steps. Leave at any time: your draft waits under Drafts." />
        <StartStep onCreated={(created) => setSearch({ venue: created, step: 'details' })} />
      </div>
    );
  }
  if (state.status === 'error') {
    if (state.error.status === 404) return <NotFound message="This draft is not one of your team's venues." href={`/${country}/venues/management/drafts`} />;
    return (
      <div className="own-page">
        <LoadFailed title="We could not load your draft" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (!venue || !missing) {
    return (
      <div className="own-page">
        <Loading label="Loading your draft" />
      </div>
    );
  }

  const steps: WizardStep[] = STEPS.map((s) => ({ id: s.id, title: s.title, href: stepHref(s.id), done: s.id !== 'review' && sectionDone(venue, s.id) }));
  return (
    <div className="own-page">
      <PageHeader title={`List ${venue.name}`} subtitle="Saved as you go. Leave at any time: your draft waits under Drafts." extra={<ButtonLink to={preview}>Preview</ButtonLink>} />
      <WizardSteps steps={steps} current={step} />
      <Typography.Title level={2} className="own-step-title">
        {STEPS[index]!.title}
      </Typography.Title>
      {step === 'review' ? (
        <section aria-label="Review">
          <Typography.Paragraph>This is what guests will see once an administrator approves it.</Typography.Paragraph>
          <ListingSummary venue={venue} />
          {venue.missing.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title="Fill these in before you submit"
              description={
              <ul>
                {venue.missing.map((m) => {
                  const s = VENUE_SECTIONS.find((x) => missing[x.id].includes(m))!;
                  return (
                    <li key={m.field}>
                      {m.message} (<Link to={stepHref(s.id)}>{s.title}</Link>)
                    </li>
                  );
                })}
              </ul>
              }
            />
          ) : (
            <Alert type="success" showIcon title="Everything is filled in. Look at the preview, then submit it for approval." />
          )}
          <Flex className="own-wizard-nav" justify="space-between" gap={8} wrap>
            <ButtonLink to={stepHref('policies')}>Back</ButtonLink>
            <Flex gap={8} wrap>
              <ButtonLink to={preview}>Preview</ButtonLink>
              <VenueActions
                venue={{ ...venue, actions: venue.actions.filter((a) => a === 'submit') }}
                onChanged={(v) => (setVenue(v), navigate(`/${country}/venues/management/venue/${v._id}`))}
              />
            </Flex>
          </Flex>
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
            <Flex className="own-wizard-nav" justify="space-between" gap={8}>
              <Button disabled={index === 0} onClick={async () => (await flush({ focus: true })) && go(STEPS[index - 1]!.id)}>
                Back
              </Button>
              <Button type="primary" onClick={async () => (await flush({ focus: true, complete: true })) && go(STEPS[index + 1]!.id)}>
                Save and continue
              </Button>
            </Flex>
          )}
        />
      )}
    </div>
  );
}
