// Helpers of mf-admin's page tests: a signed-in administrator of each role, the local API stand-in,
// and sample answers shaped as the contracts' types. The pages draw with antd: a test renders one with
// mf-kit's renderAt (antd without providers draws with its default theme).
import { act, screen, waitFor } from '@testing-library/react';
import type { AdminRole, AdminStorefront } from '@venues/contracts';
import { session } from '@venues/session';
import { standInApi as standInApiOfKit, type Handler, type TestApiServer, testUser } from '@venues/mf-kit/testing';

export const ID = {
  me: '11111111-1111-4111-8111-111111111111',
  other: '22222222-2222-4222-8222-222222222222',
  sg: '33333333-3333-4333-8333-333333333333',
  my: '44444444-4444-4444-8444-444444444444',
  venue: '55555555-5555-4555-8555-555555555555',
  review: '66666666-6666-4666-8666-666666666666',
};

const CODES: Record<AdminRole, number | null> = { full: null, sales: 2, member: 3 };

/** Signs in an administrator of this role (assigned_roles null / 2 / 3). */
export function signInAs(role: AdminRole) {
  act(() => session.setUser(testUser({ _id: ID.me, email: 'me@admin.test', role: ['ADMIN'], assigned_roles: CODES[role] })));
}

/** mf-kit's stand-in API for a test file, signed out after each test. */
export function standInApi(): { current: TestApiServer } {
  const ref = standInApiOfKit();
  afterEach(() => act(() => session.clear()));
  return ref;
}

export const ok = (data: unknown): Handler => () => ({ status: 200, body: { data } });
/** The answer of a call that creates something (201, as the contract says). */
export const created = (data: unknown): Handler => () => ({ status: 201, body: { data } });
export const refuse = (status: number, code: string, message: string, details?: unknown): Handler => () => ({ status, body: { error: { code, message, details } } });
/** A 400 naming one field, as the server's fieldError sends it. */
export const fieldRefusal = (field: string, message: string): Handler => refuse(400, 'VALIDATION_ERROR', `${field}: ${message}`, { fields: [{ field, message }] });

/** The requests other than GETs, as "METHOD /path". */
export const writes = (api: TestApiServer) => api.seen.filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS');

/** The open dialog (antd Modal) with this title. */
export { antdDialog as dialog } from '@venues/mf-kit/testing';

export function storefront(over: Partial<AdminStorefront> = {}): AdminStorefront {
  return {
    _id: ID.sg,
    country_name: 'Singapore',
    cca2: 'sg',
    photo: [{ path: '/media/demo/countries/sg-1.webp' }, { path: '/media/demo/countries/sg-2.webp' }],
    currency: 'SGD',
    tax_name: 'GST',
    tax_rate: 9,
    prices_include_tax: false,
    service_fee_percent: 10,
    phone_country: 'sg',
    enabled: true,
    is_default: true,
    published_venues: 12,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-06-01T00:00:00.000Z',
    ...over,
  };
}
export const MALAYSIA = storefront({ _id: ID.my, country_name: 'Malaysia', cca2: 'my', currency: 'MYR', tax_name: 'SST', tax_rate: 8, is_default: false, published_venues: 3, photo: [], phone_country: 'my' });

/** The open antd Select option with this label (antd gives each option its label as title). */
export async function antdOption(label: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.getAttribute('title') === label) ?? null;
    if (!found) throw new Error(`No option ${label}`);
  });
  return found!;
}

/**
 * Chooses an option of the antd Select labelled `name`: opens it, types `search` first when given (a
 * long list is virtual: only the options in view are drawn), clicks the option.
 */
export async function pick(user: { click: (el: Element) => Promise<void>; type: (el: Element, text: string) => Promise<void> }, name: string | RegExp, option: string, search?: string) {
  const box = screen.getByRole('combobox', { name });
  await user.click(box);
  if (search) await user.type(box, search);
  await user.click(await antdOption(option));
}

/** The text an antd Select shows as chosen (antd 6 marks the single value's box `-content-has-value`; a placeholder is not chosen). */
export function chosen(name: string | RegExp): string {
  return screen.getByRole('combobox', { name }).closest('.ant-select')?.querySelector('.ant-select-selection-item, .ant-select-content-has-value')?.textContent ?? '';
}
