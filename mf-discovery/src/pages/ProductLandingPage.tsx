import { PRODUCT, useDocumentTitle } from '@venues/mf-kit';
import { Link, useParams } from 'react-router-dom';
import { productLandings, type ProductLanding } from '../content/productPages';
import { PageShell } from '../features/content/PageShell';
import { useContentContext } from '../hooks/useContentContext';
import { NotFoundPage } from './NotFoundPage';
import '../features/home/home.css';

function Landing({ page, siblings, country }: { page: ProductLanding; siblings: ProductLanding[]; country: string }) {
  useDocumentTitle(page.label);
  return (
    <PageShell>
      <nav aria-label={`About ${PRODUCT}`}>
        <ul className="disc-toc">
          {siblings.map((s) => (
            <li key={s.slug}>
              <Link to={`/${country}/${PRODUCT}/${s.slug}`} aria-current={s.slug === page.slug ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="disc-prose">
        <h1>{page.headline}</h1>
        <p className="disc-lead">{page.intro}</p>
      </div>
      <ul className="disc-grid disc-grid--3" style={{ marginTop: 24 }}>
        {page.features.map((f) => (
          <li key={f.title} className="disc-card">
            <h2 style={{ fontSize: '1.1rem' }}>{f.title}</h2>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
      <section className="disc-owner" style={{ marginTop: 48 }} aria-labelledby="disc-landing-cta">
        <div>
          <h2 id="disc-landing-cta">{page.closing.title}</h2>
          <p>{page.closing.text}</p>
        </div>
        <Link className="disc-button disc-button--light" to={page.closing.href}>
          {page.closing.cta}
        </Link>
      </section>
    </PageShell>
  );
}

/** `/:country/:product/:whyvenue` — e.g. /sg/venuely/why-venuely; other slugs (or products) are a 404. */
export default function ProductLandingPage() {
  const { product = '', whyvenue = '' } = useParams();
  const ctx = useContentContext();
  const pages = productLandings(ctx, PRODUCT, ctx.country);
  const page = product.toLowerCase() === PRODUCT ? pages.find((p) => p.slug === whyvenue.toLowerCase()) : undefined;
  if (!page) return <NotFoundPage />;
  return <Landing page={page} siblings={pages} country={ctx.country} />;
}
