import { PRODUCT_NAME, useCountry, useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { storefrontName } from '../content/storefrontNames';
import { ContactForm } from '../features/contact/ContactForm';
import { PageShell } from '../features/content/PageShell';

/** `/:country/contact-us`. */
export default function ContactUsPage() {
  useDocumentTitle('Contact us');
  // The storefront's name only (not storefronts.ts, its places and law: docs/performance.md).
  const country = useCountry();
  const store = storefrontName(country);
  const product = PRODUCT_NAME;
  return (
    <PageShell>
      <div className="disc-prose">
        <h1>Contact us</h1>
        <p className="disc-lead">
          Questions about a booking, listing your venue in {store.inName} or working with {product}? Send us a message and the right
          person on our team will reply by e-mail, usually within one business day.
        </p>
        <p>
          Many answers are already in our <Link to={`/${country}/support/FAQ`}>help centre</Link> — including how{' '}
          <Link to={`/${country}/support/FAQ-cancellation`}>cancellations and refunds</Link> work.
        </p>
        <ContactForm country={country} />
      </div>
    </PageShell>
  );
}
