import { useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { cancellationDoc } from '../content/cancellation';
import { DocView } from '../features/content/DocView';
import { PageShell } from '../features/content/PageShell';
import { useContentContext } from '../hooks/useContentContext';

/** `/:country/support/FAQ-cancellation`. */
export default function FaqCancellationPage() {
  useDocumentTitle('Cancellation and refund policy');
  const ctx = useContentContext();
  return (
    <PageShell>
      <DocView doc={cancellationDoc(ctx)}>
        <p>
          More questions? See the <Link to={`/${ctx.country}/support/FAQ`}>help centre</Link> or{' '}
          <Link to={`/${ctx.country}/contact-us`}>contact our support team</Link>.
        </p>
      </DocView>
    </PageShell>
  );
}
