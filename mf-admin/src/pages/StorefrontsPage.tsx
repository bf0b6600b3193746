import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import type { AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatPercent } from '../lib/format';
import { StorefrontStateButtons } from '../features/storefronts/components/StorefrontStateButtons';
import { taxLabel } from '../features/storefronts/lib/labels';

const COLUMNS = ['Name', 'Code', 'Currency', 'Tax', 'Service fee', 'Enabled', 'Default'];

/**
 * `settings/countries`: every storefront with its money settings; full administrators change them.
 * Drawn without antd (plain.css); the storefront's own page and the new storefront form use antd.
 */
function StorefrontsPage() {
  const country = useCountry();
  const canRead = useAdminCan('storefronts.read');
  const canManage = useAdminCan('storefronts.manage');
  const list = useData(() => adminApi.storefronts(), [], { skip: !canRead, isEmpty: () => false });
  if (!canRead) return <NoPermission permission="storefronts.read" what="the storefronts" />;

  const detail = (s: AdminStorefront) => `/${country}/settings/countries/${s._id}`;

  return (
    <AdminPage
      title="Storefronts"
      subtitle={canManage ? 'Each country the marketplace serves, with its currency, tax and service fee.' : 'Read only: your role can see the storefronts but not change them.'}
      back={{ to: `/${country}/settings`, label: 'Administration' }}
      extra={
        canManage && (
          <LinkButton primary to={`/${country}/settings/add-country`}>
            <span aria-hidden="true">+</span> Add a storefront
          </LinkButton>
        )
      }
    >
      {list.status === 'error' && <LoadError title="The storefronts could not be loaded" error={list.error} onRetry={list.reload} />}
      {list.status !== 'error' && !list.data && (
        <Skeleton rows={6} label="Loading the storefronts" />
      )}
      {list.data &&
        (list.data.length === 0 ? (
          <div className="ui-empty">
            <p>No storefronts yet.</p>
          </div>
        ) : (
          <div className="ui-table-wrap" tabIndex={0} role="region" aria-label="Storefronts">
            <table className="ui-table" style={{ minWidth: 980 }} aria-busy={list.status === 'loading' || undefined}>
              <caption className="ui-visually-hidden">Storefronts</caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                  <th scope="col" className="ui-table__num">
                    Published venues
                  </th>
                  {canManage && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody className={list.status === 'loading' ? 'adm-stale' : undefined}>
                {list.data.map((s) => (
                  <tr key={s._id}>
                    <td>
                      <Link to={detail(s)}>{s.country_name}</Link>
                    </td>
                    <td>{s.cca2.toUpperCase()}</td>
                    <td>{s.currency ?? 'None'}</td>
                    <td>{taxLabel(s)}</td>
                    <td>{formatPercent(s.service_fee_percent)}</td>
                    <td>{s.enabled ? <span className="adm-tag adm-tag--green">Enabled</span> : <span className="adm-tag">Disabled</span>}</td>
                    <td>
                      {s.is_default ? (
                        <span className="adm-tag adm-tag--blue">Default</span>
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="ui-visually-hidden">Not the default</span>
                        </>
                      )}
                    </td>
                    <td className="ui-table__num">{s.published_venues}</td>
                    {canManage && (
                      <td>
                        <div className="adm-actions">
                          <LinkButton small to={detail(s)}>
                            Edit<span className="ui-visually-hidden"> {s.country_name}</span>
                          </LinkButton>
                          <StorefrontStateButtons storefront={s} onChanged={list.reload} />
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </AdminPage>
  );
}

export default observer(StorefrontsPage);
