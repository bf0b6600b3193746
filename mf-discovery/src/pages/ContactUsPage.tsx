import { useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { ContactForm } from '../features/contact/ContactForm';
import { PageShell } from '../features/content/PageShell';
import { useContentContext } from '../hooks/useContentContext';

/** `/:country/contact-us`. */
export default function ContactUsPage() {
  useDocumentTitle('Contact us');
  const { country, store, product } = useContentContext();
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
