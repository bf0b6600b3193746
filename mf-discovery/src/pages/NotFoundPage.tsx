import { ErrorView } from '@venues/ui';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

/** The 404 view for unknown sub-pages (SPEC §2: "Page Not Found"). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return <ErrorView status={404} />;
}
export default NotFoundPage;
