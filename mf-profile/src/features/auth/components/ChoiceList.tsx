import { Link } from 'react-router-dom';

export interface Choice {
  to: string;
  title: string;
  description: string;
}

/** A list of large links, one card each: which kind of account to create or to sign in with. */
export function ChoiceList({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <nav aria-label={label}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {choices.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className="ui-card ui-card--small ui-card--link">
              <strong style={{ display: 'block', fontSize: 16 }}>{c.title}</strong>
              <span className="ui-muted">{c.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
