import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Descriptions, Result, Skeleton, Tag } from 'antd';
import type { AdminStorefront } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ButtonLink, useCountry, useData } from '@venues/mf-kit';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { LoadError } from '../components/LoadError';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { formatDateTime } from '../lib/format';
import { StorefrontForm } from '../features/storefronts/components/StorefrontForm';
import { StorefrontPhotos } from '../features/storefronts/components/StorefrontPhotos';
import { StorefrontStateActions } from '../features/storefronts/components/StorefrontStateActions';
import { toPatchBody, valuesOf, type StorefrontFormValues } from '../features/storefronts/lib/formValues';
import { saveOutcome } from '../features/storefronts/lib/outcome';

/** `settings/countries/:countryId`: one storefront's settings and photos; read only without storefronts.manage. */
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
    return <Result status="404" title="Storefront not found" subTitle="The link may be wrong." extra={<ButtonLink to={listPath}>All storefronts</ButtonLink>} />;
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
        <Skeleton active paragraph={{ rows: 10 }} />
      </AdminPage>
    );
  }
  const s = state.data;
  const changed = (next: AdminStorefront) => state.replace(next);

  const save = async (values: StorefrontFormValues) => {
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
      extra={canManage && <StorefrontStateActions storefront={s} onChanged={changed} />}
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} style={{ marginBottom: 24 }}>
        <Descriptions.Item label="Address">/{s.cca2}</Descriptions.Item>
        <Descriptions.Item label="State">
          {s.enabled ? <Tag color="green">Enabled</Tag> : <Tag>Disabled</Tag>}
          {s.is_default && <Tag color="blue">Default</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Published venues">{s.published_venues}</Descriptions.Item>
        <Descriptions.Item label="Updated">{formatDateTime(s.updated_at)}</Descriptions.Item>
      </Descriptions>
      <section className="adm-panel" aria-labelledby="storefront-settings">
        <h2 id="storefront-settings">Settings</h2>
        <StorefrontForm mode="edit" initialValues={valuesOf(s)} readOnly={!canManage} submitLabel="Save changes" onSubmit={save} />
      </section>
      <StorefrontPhotos storefront={s} canManage={canManage} onChanged={changed} />
    </AdminPage>
  );
}

export default observer(StorefrontDetailPage);
