import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import { fieldErrors, ownerVenuesApi, toApiError } from '@venues/api-client';
import { Field, LinkButton, PlainErrorView, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { PlainPageHeader } from '@venues/ui';
import { LoadFailed, Loading } from '../components/PageStates';
import { VenueActions } from '../features/venues/VenueActions';
import { VenueSection } from '../features/venues/VenueSection';
import { WizardSteps, type WizardStep } from '../features/venues/WizardSteps';
import { isVenueSection, missingBySection, VENUE_SECTIONS, type VenueSectionId } from '../features/venues/sections';
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
      <Field id={`${id}-name`} label="What is the venue called?" hint="You can change it until you submit. Everything you enter is saved as you go." error={error ?? undefined}>
        {(a11y) => (
          // The page is this one question: the name box has the focus (antd's autoFocus did the same).
          <input {...a11y} className="ui-input own-large" autoFocus value={name} maxLength={OWNER_VENUE_LIMITS.name} onChange={(e) => (setName(e.target.value), setError(null))} />
        )}
      </Field>
      <button type="submit" className="ui-button ui-button--primary ui-button--large" disabled={busy} aria-busy={busy || undefined}>
        {busy && <span className="ui-spinner ui-spinner--small" aria-hidden="true" />}
        Start listing
      </button>
    </form>
  );
}

/**
 * `venues/management/new-venue`: the guided listing. The name creates a draft; each step is a
 * section of the venue saved as the owner types; `?venue=<id>&step=<step>` in the URL makes it
 * resumable (the drafts page links here). The last step checks what is missing and submits.
 * Drawn without antd (plain.css).
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
  const stepHref = (to: StepId) => `?venue=${encodeURIComponent(id)}&step=${to}`;
  const go = (to: StepId) => {
    setSearch({ venue: id, step: to });
    window.scrollTo?.({ top: 0 });
  };
  const here = `/${country}/venues/management/new-venue?venue=${id}&step=spaces`;
  const preview = `/${country}/venues/venue_id_draft?venue=${id}`;

  if (!id) {
    return (
      <div className="own-page ui-plain">
        <PlainPageHeader title="List a new venue" subtitle="Six short steps. Leave at any time: your draft waits under Drafts." />
        <StartStep onCreated={(created) => setSearch({ venue: created, step: 'details' })} />
      </div>
    );
  }
  if (state.status === 'error') {
    if (state.error.status === 404) return <PlainErrorView status={404} message="This draft is not one of your team's venues." homeHref={`/${country}/venues/management/drafts`} />;
    return (
      <div className="own-page ui-plain">
        <LoadFailed title="We could not load your draft" message={state.error.message} onRetry={state.reload} />
      </div>
    );
  }
  if (!venue || !missing) {
    return (
      <div className="own-page ui-plain">
        <Loading label="Loading your draft" />
      </div>
    );
  }

  const steps: WizardStep[] = STEPS.map((s) => ({ id: s.id, title: s.title, href: stepHref(s.id), done: s.id !== 'review' && missing[s.id].length === 0 }));
  return (
    <div className="own-page ui-plain">
      <PlainPageHeader title={`List ${venue.name}`} subtitle="Saved as you go. Leave at any time: your draft waits under Drafts." extra={<LinkButton to={preview}>Preview</LinkButton>} />
      <WizardSteps steps={steps} current={step} />
      <h2 className="own-step-title">{STEPS[index]!.title}</h2>
      {step === 'review' ? (
        <section aria-label="Review">
          {venue.missing.length > 0 ? (
            <div className="ui-alert ui-alert--warning">
              <strong>Fill these in before you submit</strong>
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
            </div>
          ) : (
            <div className="ui-alert ui-alert--success">
              <strong>Everything is filled in. Look at the preview, then submit it for approval.</strong>
            </div>
          )}
          <div className="own-wizard-nav">
            <LinkButton to={stepHref('policies')}>Back</LinkButton>
            <div className="own-wizard-nav__end">
              <LinkButton to={preview}>Preview</LinkButton>
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
              <button type="button" className="ui-button" disabled={index === 0} onClick={async () => (await flush({ focus: true })) && go(STEPS[index - 1]!.id)}>
                Back
              </button>
              <button type="button" className="ui-button ui-button--primary" onClick={async () => (await flush({ focus: true })) && go(STEPS[index + 1]!.id)}>
                Save and continue
              </button>
            </div>
          )}
        />
      )}
    </div>
  );
}
