import { useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { adminApi } from '@venues/api-client';
import { useCountry, useData } from '@venues/mf-kit';
import { LinkButton } from '../components/kit';
import { ui } from '@venues/session';
import { AdminPage } from '../components/AdminPage';
import { NoPermission } from '../components/NoPermission';
import { useAdminCan } from '../hooks/useAdminCan';
import { StorefrontForm } from '../features/storefronts/components/StorefrontForm';
import type { StorefrontFormValues } from '../features/storefronts/lib/formValues';
import { saveOutcome } from '../features/storefronts/lib/outcome';

/**
 * `settings/add-country`: a new storefront (full administrators). It answers at /<code> as soon as it
 * is saved.
 */
function AddStorefrontPage() {
  const country = useCountry();
  const navigate = useNavigate();
  const canManage = useAdminCan('storefronts.manage');
  // The countries already served are marked in the picker (the server refuses a duplicate anyway).
  const existing = useData(() => adminApi.storefronts(), [], { skip: !canManage });
  const listPath = `/${country}/settings/countries`;
  if (!canManage) return <NoPermission permission="storefronts.manage" what="the new storefront form" />;

  const create = async (values: StorefrontFormValues) => {
    try {
      const { toCreateBody } = await import(/* webpackChunkName: "storefront-rules" */ '../features/storefronts/lib/storefrontRules');
      const created = await adminApi.createStorefront(toCreateBody(values));
      ui.showSnackbar(`${created.country_name} is a storefront now, at /${created.cca2}`, 'success');
      navigate(`${listPath}/${created._id}`);
    } catch (e) {
      return saveOutcome(e);
    }
  };

  return (
    <AdminPage title="Add a storefront" subtitle="Open the marketplace in another country: choose it, then its currency, tax and fee." back={{ to: listPath, label: 'Storefronts' }}>
      <StorefrontForm mode="create" taken={existing.data?.map((s) => s.cca2) ?? []} submitLabel="Create storefront" onSubmit={create} actions={<LinkButton to={listPath}>Cancel</LinkButton>} />
    </AdminPage>
  );
}

export default observer(AddStorefrontPage);
