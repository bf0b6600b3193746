import type { ReactNode } from 'react';
import type { Block, ContentDoc } from '../../content/types';

export function renderBlock(b: Block, key: number): ReactNode {
  if ('p' in b) return <p key={key}>{b.p}</p>;
  if ('h3' in b) return <h3 key={key}>{b.h3}</h3>;
  if ('ul' in b)
    return (
      <ul key={key}>
        {b.ul.map((li) => (
          <li key={li}>{li}</li>
        ))}
      </ul>
    );
  if ('ol' in b)
    return (
      <ol key={key}>
        {b.ol.map((li) => (
          <li key={li}>{li}</li>
        ))}
      </ol>
    );
  return (
    <div key={key} className="disc-table-wrap">
      <table className="disc-table">
        <caption className="disc-meta" style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 8 }}>
          {b.table.caption}
        </caption>
        <thead>
          <tr>
            {b.table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {b.table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DocViewProps {
  doc: ContentDoc;
  /** Shown above the title (e.g. sibling-page navigation). */
  before?: ReactNode;
  /** Adds a linked table of contents for long documents. */
  toc?: boolean;
  children?: ReactNode;
}

/** Renders a content document as an <article> with one <section> per heading. */
export function DocView({ doc, before, toc = false, children }: DocViewProps) {
  return (
    <article className="disc-prose" aria-labelledby="disc-doc-title">
      {before}
      <h1 id="disc-doc-title">{doc.title}</h1>
      {doc.updated && <p className="disc-meta">Last updated {new Date(`${doc.updated}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</p>}
      {doc.lead && <p className="disc-lead">{doc.lead}</p>}
      {toc && (
        <nav aria-label="Contents">
          <ol>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`}>
          <h2 id={`${s.id}-h`}>{s.heading}</h2>
          {s.blocks.map(renderBlock)}
        </section>
      ))}
      {children}
    </article>
  );
}
