import { useDocumentTitle } from '@venues/mf-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { faqSections } from '../content/faq';
import { PageShell } from '../features/content/PageShell';
import { FaqSearch } from '../features/faq/FaqSearch';
import { useContentContext } from '../hooks/useContentContext';

/** `/:country/support/FAQ` — the help centre. */
export default function FaqPage() {
  useDocumentTitle('Help centre and FAQ');
  const ctx = useContentContext();
  const sections = useMemo(() => faqSections(ctx), [ctx]);
  return (
    <PageShell>
      <div className="disc-prose">
        <h1>Help centre</h1>
        <p className="disc-lead">
          Answers to the questions planners and venues ask us most. Looking for refunds? Read our{' '}
          <Link to={`/${ctx.country}/support/FAQ-cancellation`}>cancellation and refund policy</Link>.
        </p>
        <FaqSearch sections={sections} />
        <h2>Still need help?</h2>
        <p>
          Our support team is happy to help. <Link to={`/${ctx.country}/contact-us`}>Send us a message</Link> and we will reply
          by e-mail, usually within one business day.
        </p>
      </div>
    </PageShell>
  );
}
