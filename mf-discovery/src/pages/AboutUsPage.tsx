import { useDocumentTitle } from '@venues/mf-kit';
import { Link } from 'react-router-dom';
import { aboutDoc } from '../content/about';
import { DocView } from '../features/content/DocView';
import { PageShell } from '../features/content/PageShell';
import { useContentContext } from '../hooks/useContentContext';

export default function AboutUsPage() {
  useDocumentTitle('About us');
  const ctx = useContentContext();
  const c = ctx.country;
  return (
    <PageShell>
      <DocView doc={aboutDoc(ctx)}>
        <nav aria-label="More about us">
          <ul>
            <li><Link to={`/${c}/contact-us`}>Contact us</Link></li>
            <li><Link to={`/${c}/support/FAQ`}>Help centre and FAQ</Link></li>
            <li><Link to={`/${c}/about-us/terms`}>Terms of use</Link></li>
            <li><Link to={`/${c}/about-us/privacy`}>Privacy policy</Link></li>
            <li><Link to={`/${c}/about-us/cookies`}>Cookie policy</Link></li>
          </ul>
        </nav>
      </DocView>
    </PageShell>
  );
}
