import { useNavigate } from 'react-router-dom';
import { countryHomeHref } from '@venues/ui';
import { PlainErrorView } from '@venues/mf-kit';

/** The 404 view for unknown sub-pages (docs/spec.md §2: "Page Not Found"), the same view as every app's. */
export function NotFoundPage({ message }: { message?: string } = {}) {
  const navigate = useNavigate();
  return <PlainErrorView status={404} message={message} onHome={() => navigate(countryHomeHref())} />;
}
export default NotFoundPage;
