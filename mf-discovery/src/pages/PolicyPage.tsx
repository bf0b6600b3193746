import { useDocumentTitle } from '@venues/mf-kit';
import { useParams } from 'react-router-dom';
import { cookiesDoc } from '../content/cookies';
import { privacyDoc } from '../content/privacy';
import { termsDoc } from '../content/terms';
import type { ContentContext, ContentDoc } from '../content/types';
import { DocView } from '../features/content/DocView';
import { PageShell } from '../features/content/PageShell';
import { PolicyNav } from '../features/content/PolicyNav';
import { useContentContext } from '../hooks/useContentContext';
import { NotFoundPage } from './NotFoundPage';

const DOCS: Record<string, (ctx: ContentContext) => ContentDoc> = {
  terms: termsDoc,
  privacy: privacyDoc,
  cookies: cookiesDoc,
};

function Policy({ make }: { make: (ctx: ContentContext) => ContentDoc }) {
  const ctx = useContentContext();
  const doc = make(ctx);
  useDocumentTitle(doc.title);
  return (
    <PageShell>
      <DocView doc={doc} toc before={<PolicyNav country={ctx.country} />} />
    </PageShell>
  );
}

/** `/:country/about-us/:termsandprivacy` — terms, privacy or cookies; anything else is a 404. */
export default function PolicyPage() {
  const { termsandprivacy = '' } = useParams();
  const make = Object.hasOwn(DOCS, termsandprivacy) ? DOCS[termsandprivacy] : undefined;
  if (!make) return <NotFoundPage />;
  return <Policy make={make} />;
}
