import { useDocumentTitle } from '@venues/mf-kit';
import { Link, useSearchParams } from 'react-router-dom';
import { ARTICLES, findArticle } from '../content/insights';
import { PageShell } from '../features/content/PageShell';
import { ArticleView } from '../features/insights/ArticleView';
import { useContentContext } from '../hooks/useContentContext';
import { NotFoundPage } from './NotFoundPage';
import '../features/home/home.css';

function ArticleList({ country, product }: { country: string; product: string }) {
  useDocumentTitle('Insights');
  return (
    <>
      <div className="disc-prose">
        <h1>Insights for event planners</h1>
        <p className="disc-lead">
          Practical guides from the {product} team on choosing venues, building budgets and running events people enjoy.
        </p>
      </div>
      <ul className="disc-grid disc-grid--3" style={{ marginTop: 24 }}>
        {ARTICLES.map((a) => (
          <li key={a.slug}>
            <Link className="disc-card" to={`/${country}/insights?article=${a.slug}`}>
              <span className="disc-meta">
                {a.category} · {a.readingMinutes} min read
              </span>
              <h2 style={{ fontSize: '1.15rem', marginTop: 8 }}>{a.title}</h2>
              <p>{a.summary}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function ArticlePage({ slug, country }: { slug: string; country: string }) {
  const article = findArticle(slug);
  useDocumentTitle(article ? article.title : 'Page Not Found');
  if (!article) return <NotFoundPage />;
  return <ArticleView article={article} backTo={`/${country}/insights`} />;
}

/** `/:country/insights`, with `?article=<slug>` opening one article in place. */
export default function InsightsPage() {
  const [params] = useSearchParams();
  const { country, product } = useContentContext();
  const slug = params.get('article');
  return <PageShell>{slug ? <ArticlePage slug={slug} country={country} /> : <ArticleList country={country} product={product} />}</PageShell>;
}
