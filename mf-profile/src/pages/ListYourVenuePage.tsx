import { PRODUCT_NAME, useCountry, useDocumentTitle, LinkButton } from '@venues/mf-kit';
import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';
import { countryName } from '../lib/countryName';
import { venueOffer } from '../features/venue-offer/content';
import '../features/venue-offer/venueOffer.css';

/**
 * /:country/list-your-venue — the offer to venue owners, leading to the venue sign-up. A venue team
 * already signed in is not asked to create an account: its owner and venue admins are led to the
 * new-venue listing, its members (who do not list venues) to their inbox.
 */
export default observer(function ListYourVenuePage() {
  const country = useCountry();
  const offer = venueOffer({ product: PRODUCT_NAME, countryName: countryName(country) });
  useDocumentTitle('List your venue');

  const signUp = `/${country}/signup/venue`;
  const signIn = `/${country}/login/venue`;

  const actions = session.roles.isTeamLister ? (
    <div className="vo-actions">
      {session.roles.isVenueOwner || session.roles.isVenueAdmin ? (
        <LinkButton to={`/${country}/venues/management/new-venue`} primary large>
          {offer.listerCta}
        </LinkButton>
      ) : (
        <LinkButton to={`/${country}/enquiries`} primary large>
          {offer.teamCta}
        </LinkButton>
      )}
      <p className="vo-signed-in">{offer.teamNote}</p>
    </div>
  ) : (
    <div className="vo-actions">
      <LinkButton to={signUp} primary large>
        {offer.primaryCta}
      </LinkButton>
      <LinkButton to={signIn} large>
        {offer.secondaryCta}
      </LinkButton>
    </div>
  );

  return (
    <div className="ui-plain vo-page">
      <section className="vo-hero" aria-labelledby="vo-title">
        <div className="vo-wrap">
          <p className="vo-eyebrow">{offer.eyebrow}</p>
          <h1 id="vo-title">{offer.headline}</h1>
          <p className="vo-intro">{offer.intro}</p>
          {actions}
          <ul className="vo-highlights" aria-label="In short">
            {offer.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="vo-section" aria-labelledby="vo-benefits">
        <div className="vo-wrap">
          <h2 id="vo-benefits">{offer.benefitsTitle}</h2>
          <ul className="vo-grid">
            {offer.benefits.map((b) => (
              <li key={b.title} className="vo-card">
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="vo-section" aria-labelledby="vo-steps">
        <div className="vo-wrap">
          <h2 id="vo-steps">{offer.stepsTitle}</h2>
          <ol className="vo-steps">
            {offer.steps.map((s) => (
              <li key={s.title}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="vo-section" aria-labelledby="vo-fees">
        <div className="vo-wrap vo-split">
          <div>
            <h2 id="vo-fees">{offer.feesTitle}</h2>
            {offer.fees.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="vo-card">
            <h3>{offer.checklistTitle}</h3>
            <ul>
              {offer.checklist.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="vo-section" aria-labelledby="vo-faq">
        <div className="vo-wrap">
          <div className="vo-faq">
            <h2 id="vo-faq">{offer.faqTitle}</h2>
            {offer.faq.map((f) => (
              <details key={f.question}>
                <summary>{f.question}</summary>
                <p>{f.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section className="vo-section vo-closing" aria-labelledby="vo-closing">
        <div className="vo-wrap">
          <h2 id="vo-closing">{offer.closingTitle}</h2>
          <p>{offer.closingText}</p>
          {actions}
        </div>
      </section>
    </div>
  );
});
