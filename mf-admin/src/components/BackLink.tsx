import { Link } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';

/** "← All announcements" above a page title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} style={{ display: 'inline-block', marginBottom: 8 }}>
      <ArrowLeftOutlined aria-hidden /> {children}
    </Link>
  );
}
