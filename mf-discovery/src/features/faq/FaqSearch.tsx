import { useId, useMemo, useState } from 'react';
import { filterFaq, type FaqSection } from '../../content/faq';
import '../ui/ui.css';
import './faq.css';

/**
 * Searchable FAQ: every word typed must appear in the question, answer or section title. Plain HTML
 * (a search box and <details>), so the help centre loads no antd (docs/adr/0087-public-pages-without-antd.md).
 */
export function FaqSearch({ sections }: { sections: readonly FaqSection[] }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const id = useId();
  const shown = useMemo(() => filterFaq(sections, query), [sections, query]);
  const count = shown.reduce((n, s) => n + s.items.length, 0);
  const searching = query.trim().length > 0;
  const toggle = (item: string, isOpen: boolean) =>
    setOpen((prev) => {
      if (prev.has(item) === isOpen) return prev;
      const next = new Set(prev);
      if (isOpen) next.add(item);
      else next.delete(item);
      return next;
    });

  return (
    <div>
      <label htmlFor={`${id}-q`} className="disc-meta" style={{ display: 'block', marginBottom: 6 }}>
        Search the help centre
      </label>
      <input id={`${id}-q`} type="search" placeholder="e.g. refund, invoice, team members" value={query} onChange={(e) => setQuery(e.target.value)} />
      <p role="status" aria-live="polite" className="disc-meta" style={{ marginTop: 8 }}>
        {searching ? `${count} ${count === 1 ? 'answer' : 'answers'} found` : `${count} questions in ${shown.length} topics`}
      </p>
      {shown.length === 0 && <p className="disc-faq-empty">No answers match your search. Try other words, or contact us.</p>}
      {shown.map((s) => (
        <section key={s.id} aria-labelledby={`${id}-${s.id}`}>
          <h2 id={`${id}-${s.id}`}>{s.title}</h2>
          <div className="disc-faq">
            {s.items.map((i) => (
              // While searching, matching answers are opened so the reason for the match is visible.
              <details key={i.id} open={searching || open.has(i.id)} onToggle={(e) => !searching && toggle(i.id, e.currentTarget.open)}>
                <summary>
                  <h3>{i.question}</h3>
                </summary>
                <div className="disc-faq__answer">
                  {i.answer.map((para) => (
                    <p key={para}>{para}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
