import { lazy, Suspense } from 'react';
import { PRODUCT_NAME, useCountry } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import type { EventTypeKey } from '@venues/contracts';
import { searchHref } from '../features/search/searchUrl';
import { Hero } from '../features/home/Hero';
import { storefrontFor } from '../content/storefronts';
import { FEATURED_EVENT_TYPES } from '../content/eventTypes';
import { HOME_COPY, HOW_IT_WORKS, OWNER_BAND, TRUST_POINTS, fill } from '../content/home';
import '../features/home/home.css';

// Below the hero: its own chunk, so the landing page's first paint does not wait for the cards.
const HomeVenues = lazy(() => import(/* webpackChunkName: "home-venues" */ '../features/home/HomeVenues'));

/** `/:country` — the landing page. Its <head> belongs to the shell, so no document.title here. */
export default function CountryHomePage() {
  const country = useCountry();
  const store = storefrontFor(country);
  return (
    <div className="disc-home">
      <Hero country={country} countryName={store.inName} />

      <section className="disc-section disc-container" aria-labelledby="disc-types-title">
        <h2 id="disc-types-title">{HOME_COPY.eventTypesTitle}</h2>
        <ul className="disc-grid disc-grid--3">
          {FEATURED_EVENT_TYPES.map((t) => (
            <li key={t.value}>
              <Link className="disc-card" to={searchHref(country, { event_type: t.value as EventTypeKey })}>
                <h3>{t.label}</h3>
                <p>{t.blurb}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Suspense fallback={null}>
        <HomeVenues country={country} placeName={store.inName} />
      </Suspense>

      {store.places.length > 0 && (
        <section className="disc-section disc-container" aria-labelledby="disc-places-title">
          <h2 id="disc-places-title">{fill(HOME_COPY.placesTitle, { country: store.inName })}</h2>
          <ul className="disc-grid disc-grid--3">
            {store.places.map((p) => (
              <li key={p.name}>
                <Link className="disc-card" to={searchHref(country, { city: p.name })}>
                  <h3>{p.name}</h3>
                  <p>{p.blurb}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="disc-section disc-section--tinted" aria-labelledby="disc-how-title">
        <div className="disc-container">
          <h2 id="disc-how-title">{HOME_COPY.howItWorksTitle}</h2>
          <ol className="disc-grid disc-grid--3 disc-steps">
            {HOW_IT_WORKS.map((s, i) => (
              <li key={s.title} className="disc-step">
                <span className="disc-step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="disc-section disc-container" aria-labelledby="disc-owner-title">
        <div className="disc-owner">
          <div>
            <h2 id="disc-owner-title">{OWNER_BAND.title}</h2>
            <p>{OWNER_BAND.text}</p>
          </div>
          <Link className="disc-button disc-button--light" to={`/${country}/list-your-venue`}>
            {OWNER_BAND.cta}
          </Link>
        </div>
      </section>

      <section className="disc-section disc-container" aria-labelledby="disc-trust-title">
        <h2 id="disc-trust-title">{fill(HOME_COPY.trustTitle, { product: PRODUCT_NAME })}</h2>
        <ul className="disc-grid disc-grid--4">
          {TRUST_POINTS.map((t) => (
            <li key={t.title} className="disc-trust">
              <h3>{t.title}</h3>
              <p>{t.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
