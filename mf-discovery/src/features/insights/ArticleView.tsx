import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Article } from '../../content/insights';
import { renderBlock } from '../content/DocView';

/** One article, shown inside the insights page. Focus moves to its heading for keyboard users. */
export function ArticleView({ article, backTo }: { article: Article; backTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    window.scrollTo?.({ top: 0 });
  }, [article.slug]);
  return (
    <article className="disc-prose" aria-labelledby="disc-article-title">
      <p>
        <Link to={backTo}>← All insights</Link>
      </p>
      <p className="disc-meta">
        {article.category} · {article.readingMinutes} min read
      </p>
      <h1 id="disc-article-title" ref={heading} tabIndex={-1}>
        {article.title}
      </h1>
      <p className="disc-lead">{article.summary}</p>
      {article.body.map(renderBlock)}
    </article>
  );
}
