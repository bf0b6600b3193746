import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Tag from 'antd/es/tag';
import type { AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton, Skeleton } from '../components/kit';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatDateTime } from '../lib/format';
import { StorefrontForm } from '../features/storefronts/components/StorefrontForm';
import { StorefrontPhotos } from '../features/storefronts/components/StorefrontPhotos';
import { StorefrontStateButtons } from '../features/storefronts/components/StorefrontStateButtons';
import { valuesOf, type StorefrontFormValues } from '../features/storefronts/lib/formValues';
import { saveOutcome } from '../features/storefronts/lib/outcome';
import '../features/storefronts/storefronts.css';

/**
 * `settings/countries/:countryId`: one storefront's settings and photos; read only without
 * storefronts.manage. (antd).
 */
function StorefrontDetailPage() {
  const { countryId = '' } = useParams<{ countryId: string }>();
  const country = useCountry();
  const canRead = useAdminCan('storefronts.read');
  const canManage = useAdminCan('storefronts.manage');
  const state = useData(() => adminApi.storefront(countryId), [countryId], { skip: !canRead || !countryId });
  const listPath = `/${country}/settings/countries`;
  const back = { to: listPath, label: 'Storefronts' };
  if (!canRead) return <NoPermission permission="storefronts.read" what="the storefronts" />;

  if (state.status === 'error' && state.error.status === 404) {
    return (
      <AdminPage title="Storefront not found" back={back}>
        <Empty description="The link may be wrong.">
          <LinkButton to={listPath}>All storefronts</LinkButton>
        </Empty>
      </AdminPage>
    );
  }
  if (state.status === 'error' && !state.data) {
    return (
      <AdminPage title="Storefront" back={back}>
        <LoadError title="The storefront could not be loaded" error={state.error} onRetry={state.reload} />
      </AdminPage>
    );
  }
  if (!state.data) {
    return (
      <AdminPage title="Storefront" back={back}>
        <Skeleton rows={8} label="Loading" />
      </AdminPage>
    );
  }
  const s = state.data;
  const changed = (next: AdminStorefront) => state.replace(next);

  const save = async (values: StorefrontFormValues) => {
    const { toPatchBody } = await import(/* webpackChunkName: "storefront-rules" */ '../features/storefronts/lib/storefrontRules');
    const patch = toPatchBody(s, values);
    if (Object.keys(patch).length === 0) return { message: 'Nothing has changed since the last save.' };
    try {
      changed(await adminApi.patchStorefront(s._id, patch));
      ui.showSnackbar(`${s.country_name} saved`, 'success');
    } catch (e) {
      return saveOutcome(e);
    }
  };

  return (
    <AdminPage
      title={s.country_name}
      docTitle={`Storefront: ${s.country_name}`}
      back={back}
      subtitle={canManage ? undefined : 'Read only: your role can see this storefront but not change it.'}
      extra={canManage && <StorefrontStateButtons storefront={s} onChanged={changed} />}
    >
      <Descriptions
        size="small"
        style={{ marginBottom: 24 }}
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'address', label: 'Address', children: `/${s.cca2}` },
          {
            key: 'state',
            label: 'State',
            children: (
              <>
                {s.enabled ? <Tag color="success">Enabled</Tag> : <Tag>Disabled</Tag>}
                {s.is_default && <Tag color="blue">Default</Tag>}
              </>
            ),
          },
          { key: 'published', label: 'Published venues', children: s.published_venues },
          { key: 'updated', label: 'Updated', children: formatDateTime(s.updated_at) },
        ]}
      />
      <Card title={<h2 id="storefront-settings" style={{ margin: 0, fontSize: 18 }}>Settings</h2>} style={{ marginBottom: 16 }}>
        <section aria-labelledby="storefront-settings">
          <StorefrontForm mode="edit" initialValues={valuesOf(s)} readOnly={!canManage} submitLabel="Save changes" onSubmit={save} />
        </section>
      </Card>
      <StorefrontPhotos storefront={s} canManage={canManage} onChanged={changed} />
    </AdminPage>
  );
}

export default observer(StorefrontDetailPage);
