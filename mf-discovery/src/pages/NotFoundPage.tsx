import { useNavigate } from 'react-router-dom';
import { ErrorView, countryHomeHref } from '@venues/ui';
import { AntdProviders, useDocumentTitle } from '@venues/mf-kit';

/** The 404 view for unknown sub-pages (SPEC §2: "Page Not Found"); antd's Result, so inside AntdProviders. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <AntdProviders>
      <ErrorView status={404} onHome={() => navigate(countryHomeHref())} />
    </AntdProviders>
  );
}
export default NotFoundPage;
