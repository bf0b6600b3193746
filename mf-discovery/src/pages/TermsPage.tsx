import { useDocumentTitle } from '@venues/mf-kit';
import { termsDoc } from '../content/terms';
import { DocView } from '../features/content/DocView';
import { PageShell } from '../features/content/PageShell';
import { useContentContext } from '../hooks/useContentContext';

/** `/:country/termsandcondition` — the full terms of use for this storefront. */
export default function TermsPage() {
  useDocumentTitle('Terms and conditions');
  const ctx = useContentContext();
  return (
    <PageShell>
      <DocView doc={{ ...termsDoc(ctx), title: 'Terms and conditions' }} toc />
    </PageShell>
  );
}
