import { useId, useMemo, useState } from 'react';
import { Collapse, Empty, Input } from 'antd';
import { filterFaq, type FaqSection } from '../../content/faq';

/** Searchable FAQ: every word typed must appear in the question, answer or section title. */
export function FaqSearch({ sections }: { sections: readonly FaqSection[] }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const id = useId();
  const shown = useMemo(() => filterFaq(sections, query), [sections, query]);
  const count = shown.reduce((n, s) => n + s.items.length, 0);
  const searching = query.trim().length > 0;

  return (
    <div>
      <label htmlFor={`${id}-q`} className="disc-meta" style={{ display: 'block', marginBottom: 6 }}>
        Search the help centre
      </label>
      <Input
        id={`${id}-q`}
        type="search"
        size="large"
        allowClear
        placeholder="e.g. refund, invoice, team members"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p role="status" aria-live="polite" className="disc-meta" style={{ marginTop: 8 }}>
        {searching ? `${count} ${count === 1 ? 'answer' : 'answers'} found` : `${count} questions in ${shown.length} topics`}
      </p>
      {shown.length === 0 && <Empty description="No answers match your search. Try other words, or contact us." />}
      {shown.map((s) => (
        <section key={s.id} aria-labelledby={`${id}-${s.id}`}>
          <h2 id={`${id}-${s.id}`}>{s.title}</h2>
          <Collapse
            // While searching, matching answers are opened so the reason for the match is visible.
            activeKey={searching ? s.items.map((i) => i.id) : open}
            onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
            items={s.items.map((i) => ({
              key: i.id,
              label: <h3 style={{ margin: 0, fontSize: '1rem' }}>{i.question}</h3>,
              children: i.answer.map((para) => <p key={para}>{para}</p>),
            }))}
          />
        </section>
      ))}
    </div>
  );
}
