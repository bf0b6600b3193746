import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import { LocationProbe, renderAt } from '@venues/mf-kit/testing';
import { ui } from '@venues/session';
import { App } from '../../../AppRoutes';
import AddStorefrontPage from '../../../pages/AddStorefrontPage';
import SettingsPage from '../../../pages/SettingsPage';
import StorefrontDetailPage from '../../../pages/StorefrontDetailPage';
import StorefrontsPage from '../../../pages/StorefrontsPage';
import { created, dialog, fieldRefusal, ID, MALAYSIA, ok, refuse, signInAs, storefront, standInApi, writes, pick } from '../../../test/admin';

// The storefront pages against a local HTTP stand-in of the API: the list, disabling with its
// warning, the new storefront form (body, field errors, duplicates), the edit page and its photos,
// read-only roles, and the spec's old paths. The pages are antd (Table, Select, Modal).

const api = standInApi();
const SG = storefront();
const LIST = '/sg/settings/countries';
const openList = () => renderAt(LIST, '/:country/settings/countries', <StorefrontsPage />);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  api.current.routes.set('GET /api/v1/admin/country-settings', ok([SG, MALAYSIA]));
  api.current.routes.set(`GET /api/v1/admin/country-settings/${ID.sg}`, ok(SG));
});

describe('settings/countries', () => {
  test('lists each storefront with its code, currency, tax, fee, state, default and published venues', async () => {
    signInAs('full');
    openList();
    await screen.findByRole('table');
    const sg = row('Singapore');
    for (const text of ['SG', 'SGD', 'GST 9 %, added to prices', '10 %', 'Enabled', 'Default', '12']) expect(within(sg).getByText(text)).toBeInTheDocument();
    expect(within(row('Malaysia')).getByText('SST 8 %, added to prices')).toBeInTheDocument();
    expect(within(sg).getByRole('link', { name: 'Singapore' })).toHaveAttribute('href', `/sg/settings/countries/${ID.sg}`);
    // The default storefront cannot be disabled; another one can, and can become the default.
    expect(within(sg).getByRole('button', { name: /Disable Singapore/ })).toBeDisabled();
    expect(within(row('Malaysia')).getByRole('button', { name: 'Make default: Malaysia' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Add a storefront/ })).toHaveAttribute('href', '/sg/settings/add-country');
    expect(within(row('Malaysia')).getByRole('link', { name: 'Edit Malaysia' })).toHaveAttribute('href', `/sg/settings/countries/${ID.my}`);
    expect(within(row('Malaysia')).getByText('Not the default')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Storefronts' })).toBeInTheDocument();
    expect(document.querySelector('.ant-table')).not.toBeNull();
  });

  test('disabling asks first, saying its venues leave search, then sends enabled: false', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`PATCH /api/v1/admin/country-settings/${ID.my}`, ok({ ...MALAYSIA, enabled: false }));
    openList();
    await screen.findByRole('table');
    // Cancelling sends nothing.
    await user.click(within(row('Malaysia')).getByRole('button', { name: 'Disable Malaysia' }));
    await user.click(within(await dialog('Disable Malaysia?')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(row('Malaysia')).getByRole('button', { name: 'Disable Malaysia' }));
    const d = await dialog('Disable Malaysia?');
    expect(d).toHaveTextContent('Its 3 published venues leave search');
    api.current.routes.set('GET /api/v1/admin/country-settings', ok([SG, { ...MALAYSIA, enabled: false }]));
    await user.click(within(d).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(writes(api.current).map((r) => [r.method, r.path, r.body])).toEqual([['PATCH', `/api/v1/admin/country-settings/${ID.my}`, { enabled: false }]]));
    await waitFor(() => expect(ui.snackbar).toEqual({ open: true, text: 'Malaysia is disabled', color: 'success' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The list is loaded again: Malaysia can be enabled.
    expect(await within(row('Malaysia')).findByRole('button', { name: 'Enable Malaysia' })).toBeInTheDocument();
  });

  test('a refused change (409) is said in the dialog', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`PATCH /api/v1/admin/country-settings/${ID.my}`, refuse(409, 'CONFLICT', 'Malaysia is disabled: enable it before making it the default'));
    openList();
    await screen.findByRole('table');
    await user.click(within(row('Malaysia')).getByRole('button', { name: 'Make default: Malaysia' }));
    const d = await dialog('Make Malaysia the default storefront?');
    await user.click(within(d).getByRole('button', { name: 'Make default' }));
    expect(await within(d).findByRole('alert')).toHaveTextContent('enable it before making it the default');
    expect(writes(api.current)[0]?.body).toEqual({ is_default: true });
  });

  test('sales and admin members see the storefronts but no way to change them', async () => {
    for (const role of ['sales', 'member'] as const) {
      signInAs(role);
      const { unmount } = openList();
      await screen.findByRole('table');
      expect(screen.getByText(/Read only/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Disable|Enable|Make/ })).toBeNull();
      expect(screen.queryByRole('link', { name: /Add a storefront|Edit/ })).toBeNull();
      unmount();
    }
  });

  test('a failed load offers to try again', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set('GET /api/v1/admin/country-settings', refuse(500, 'INTERNAL', 'The database is busy'));
    openList();
    expect(await screen.findByText('The database is busy')).toBeInTheDocument();
    api.current.routes.set('GET /api/v1/admin/country-settings', ok([SG]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('settings/add-country', () => {
  const page = () => renderAt('/sg/settings/add-country', '/:country/settings/add-country', <AddStorefrontPage />);

  test('choosing a country fills its name, currency and phone country; the body is the contracts’ create body', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set('POST /api/v1/admin/country-settings', created(storefront({ _id: ID.other, country_name: 'Japan', cca2: 'jp' })));
    page();
    await pick(user, 'Country', 'Japan (JP)', 'Japan');
    // The country table downloads at the first pick, then fills the name, currency and phone country.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Japan'));
    expect(screen.getByLabelText('Currency')).toHaveValue('JPY');
    await user.type(screen.getByLabelText('Tax name'), 'JCT');
    await user.clear(screen.getByLabelText('Tax rate (%)'));
    await user.type(screen.getByLabelText('Tax rate (%)'), '10');
    await user.click(screen.getByLabelText('Prices include tax'));
    await user.clear(screen.getByLabelText('Service fee (%)'));
    await user.type(screen.getByLabelText('Service fee (%)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Create storefront' }));
    await waitFor(() => expect(writes(api.current)).toHaveLength(1));
    expect(writes(api.current)[0]?.body).toEqual({
      country_name: 'Japan',
      cca2: 'jp',
      currency: 'JPY',
      tax_name: 'JCT',
      tax_rate: 10,
      prices_include_tax: true,
      service_fee_percent: 12.5,
      phone_country: 'jp',
      enabled: true,
      photo: [],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(`/sg/settings/countries/${ID.other}`);
  });

  test('the schema’s checks run before sending: a rate without a tax name', async () => {
    const user = userEvent.setup();
    signInAs('full');
    page();
    await pick(user, 'Country', 'Japan (JP)', 'Japan');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Japan'));
    await user.clear(screen.getByLabelText('Tax rate (%)'));
    await user.type(screen.getByLabelText('Tax rate (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create storefront' }));
    expect(await screen.findByText('Name the tax (e.g. GST) when its rate is above 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api.current)).toHaveLength(0);
  });

  test('the server’s 400 lands on its field', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set('POST /api/v1/admin/country-settings', fieldRefusal('currency', 'XYZ is not an ISO 4217 currency'));
    page();
    await pick(user, 'Country', 'Japan (JP)', 'Japan');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Japan'));
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'XYZ');
    await user.click(screen.getByRole('button', { name: 'Create storefront' }));
    expect(await screen.findByText('XYZ is not an ISO 4217 currency')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api.current)[0]?.body).toMatchObject({ currency: 'XYZ' });
  });

  test('a country that is already a storefront: the 409 lands on the country', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set('POST /api/v1/admin/country-settings', refuse(409, 'CONFLICT', 'cca2: Malaysia is already a storefront', { fields: [{ field: 'cca2', message: 'Malaysia is already a storefront' }] }));
    page();
    // The countries already served are marked once the list has loaded (pick waits for the marked option).
    await pick(user, 'Country', 'Malaysia (MY) — already a storefront', 'Malaysia');
    await user.click(screen.getByRole('button', { name: 'Create storefront' }));
    expect(await screen.findByText('Malaysia is already a storefront')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
  });

  test('sales cannot open the form', async () => {
    signInAs('sales');
    page();
    expect(await screen.findByText('Your role cannot open the new storefront form')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('settings/countries/:countryId', () => {
  const page = () => renderAt(`/sg/settings/countries/${ID.sg}`, '/:country/settings/countries/:countryId', <StorefrontDetailPage />);

  test('edits send only what changed', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`PATCH /api/v1/admin/country-settings/${ID.sg}`, ok({ ...SG, service_fee_percent: 8 }));
    page();
    const fee = await screen.findByLabelText('Service fee (%)');
    expect(screen.queryByLabelText('Country')).toBeNull();
    await user.clear(fee);
    await user.type(fee, '8');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(api.current).map((r) => r.body)).toEqual([{ service_fee_percent: 8 }]));
  });

  test('a server field error lands on its field', async () => {
    const user = userEvent.setup();
    signInAs('full');
    api.current.routes.set(`PATCH /api/v1/admin/country-settings/${ID.sg}`, fieldRefusal('tax_rate', 'Tax rate has at most two decimals'));
    page();
    const rate = await screen.findByLabelText('Tax rate (%)');
    await user.clear(rate);
    await user.type(rate, '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Tax rate has at most two decimals')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax rate (%)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('photos: move one earlier, remove one, upload one', async () => {
    const user = userEvent.setup();
    signInAs('full');
    const [a, b] = SG.photo;
    api.current.routes.set(`PATCH /api/v1/admin/country-settings/${ID.sg}`, (req) => ok({ ...SG, ...(req.body as object) })(req));
    api.current.routes.set(`POST /api/v1/admin/country-settings/${ID.sg}/photos`, created({ ...SG, photo: [...SG.photo, { path: '/media/demo/countries/sg-3.webp' }] }));
    page();
    await user.click(await screen.findByLabelText('Move photo 2 earlier'));
    await waitFor(() => expect(writes(api.current).map((r) => r.body)).toEqual([{ photo: [b, a] }]));
    // The answer is shown (the photos are usable again) before the next change.
    await waitFor(() => expect(screen.getByLabelText('Remove photo 1')).toBeEnabled());
    expect(screen.getByAltText('Photo 1 of Singapore')).toHaveAttribute('src', b!.path);
    await user.click(screen.getByLabelText('Remove photo 1'));
    await user.click(within(await dialog('Remove photo 1?')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes(api.current)[1]?.body).toEqual({ photo: [a] }));
    await waitFor(() => expect(screen.queryByAltText('Photo 2 of Singapore')).toBeNull());
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'marina.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(writes(api.current)[2]?.path).toBe(`/api/v1/admin/country-settings/${ID.sg}/photos`));
    expect(String(writes(api.current)[2]?.body)).toContain('filename="marina.jpg"');
    expect(await screen.findByAltText('Photo 3 of Singapore')).toBeInTheDocument();
  });

  test('sales see the settings read only, without photo controls', async () => {
    signInAs('sales');
    page();
    expect(await screen.findByLabelText('Service fee (%)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move photo|Remove photo|Add a photo/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
  });
});

describe('settings hub and the spec’s old paths', () => {
  test('the hub links the pages the role may use', async () => {
    signInAs('sales');
    renderAt('/sg/settings', '/:country/settings', <SettingsPage />);
    const links = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/sg/settings/countries', '/sg/ratings', '/sg/payments/refunds', '/sg/announcements/list']);
  });

  test('settings/country and settings/country/:id lead to settings/countries…', async () => {
    signInAs('full');
    for (const [from, to] of [
      ['/sg/settings/country', '/sg/settings/countries'],
      [`/sg/settings/country/${ID.sg}`, `/sg/settings/countries/${ID.sg}`],
    ]) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[from!]}>
          <App />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>,
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(to!));
      unmount();
    }
  });
});
