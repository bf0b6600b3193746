import { useNavigate } from 'react-router-dom';
import { ErrorView, countryHomeHref } from '@venues/ui';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** The 404 view for unknown sub-pages (SPEC §2: "Page Not Found"). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const navigate = useNavigate();
  return <ErrorView status={404} onHome={() => navigate(countryHomeHref())} />;
}
export default NotFoundPage;
