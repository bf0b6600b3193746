import { useCountry } from '@venues/mf-kit';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnTo } from '../features/auth/lib/returnTo';

/**
 * /redirect-page?to=<path> (root level): forwards to a page of this site. Only same-origin paths
 * are followed (no open redirect); anything else goes to the country home.
 */
export default function RedirectPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeReturnTo(params.get('to')) ?? `/${country}`;

  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <div role="status" className="ui-plain" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: 64 }}>
      <span className="ui-spinner" aria-hidden="true" />
      <p>
        Taking you there… <Link to={target}>Continue</Link>
      </p>
    </div>
  );
}
