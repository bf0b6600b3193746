import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';

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
            <Link to={c.to} style={{ display: 'block' }}>
              <Card hoverable size="small">
                <Typography.Text strong style={{ fontSize: 16 }}>
                  {c.title}
                </Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {c.description}
                </Typography.Paragraph>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
