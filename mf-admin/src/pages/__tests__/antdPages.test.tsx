import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '@venues/mf-kit/testing';
import { signInAs, standInApi } from '../../test/admin';

// Every page of mf-admin is drawn with antd: each one renders antd components (a table,
// buttons, an alert, a result…) whatever the API answers, imports antd by component path only, and
// none uses the plain kit (ui-* classes, mf-kit's plain widgets).

const SRC = join(__dirname, '..', '..');
const routes = readFileSync(join(SRC, 'AppRoutes.tsx'), 'utf8');
const pages = [...routes.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/(pages\/\w+)'\)\)/g)].map((m) => ({ name: m[1]!, file: m[2]! }));
const PATHS: Record<string, string> = {
  SettingsPage: '/sg/settings',
  AnnouncementsListPage: '/sg/announcements/list',
  AddAnnouncementPage: '/sg/announcements/add',
  AnnouncementDetailPage: '/sg/announcements/announcement/11111111-1111-4111-8111-111111111111',
  RatingsPage: '/sg/ratings',
  RefundsPage: '/sg/payments/refunds',
  PayoutsPage: '/sg/payments/payouts',
  StorefrontsPage: '/sg/settings/countries',
  AdminsPage: '/sg/settings/admins',
  AdminHomePage: '/sg/admin',
  AuditLogPage: '/sg/settings/audit-log',
  VenueQueuePage: '/sg/venues/management/admin-venue',
  StorefrontDetailPage: '/sg/settings/countries/33333333-3333-4333-8333-333333333333',
  AddStorefrontPage: '/sg/settings/add-country',
  VenueReviewPage: '/sg/venues/management/admin-venue/55555555-5555-4555-8555-555555555555',
};
const ROUTES: Record<string, string> = {
  AnnouncementDetailPage: '/:country/announcements/announcement/:announcementId',
  StorefrontDetailPage: '/:country/settings/countries/:countryId',
  VenueReviewPage: '/:country/venues/management/admin-venue/:venueId',
};

/** Every source file of the remote (tests aside). */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === '__tests__' || d.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

standInApi();

test('AppRoutes.tsx loads every page of pages/ with lazy(), and each has an address here', () => {
  const files = readdirSync(join(SRC, 'pages'))
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `pages/${f.slice(0, -'.tsx'.length)}`);
  expect(pages.map((p) => p.file).sort()).toEqual(files.sort());
  expect(pages.map((p) => p.name).sort()).toEqual(Object.keys(PATHS).sort());
});

test('the remote is mounted inside the antd providers', () => {
  expect(readFileSync(join(SRC, 'app.tsx'), 'utf8')).toMatch(/defineRemote\(\{[^}]*antd: 'app'/);
});

test('antd by component path only, and no plain kit', () => {
  const problems = sources().flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const where = file.slice(SRC.length + 1);
    const found: string[] = [];
    if (/^import (?!type )[^;]*from 'antd';/m.test(text)) found.push(`${where} imports the antd barrel`);
    if (/className="[^"]*\bui-/.test(text) || /\bui-(button|table|alert|empty|result|select|input|dialog)\b/.test(text)) found.push(`${where} uses plain.css classes`);
    if (/import \{[^}]*\b(ConfirmDialog|useModalDialog|Pagination|Field|Skeleton|SubmitButton|LinkButton)\b[^}]*\} from '@venues\/mf-kit'/.test(text)) found.push(`${where} imports a plain widget of mf-kit`);
    if (/@venues\/ui\/plain\.css|PlainStatusTag|PlainPageHeader/.test(text)) found.push(`${where} uses @venues/ui's plain kit`);
    return found;
  });
  expect(problems).toEqual([]);
});

test.each(pages.map((p) => [p.name, p.file]))('%s draws with antd', async (name, file) => {
  signInAs('full');
  const Page = ((await import(`../../${file}`)) as { default: ComponentType }).default;
  const path = PATHS[name]!;
  renderAt(path, ROUTES[name] ?? path.replace(/^\/sg/, '/:country'), <Page />);
  await waitFor(() => expect(document.querySelector('.ant-btn, .ant-table, .ant-alert, .ant-result, .ant-select, .ant-card, .ant-tabs, .ant-skeleton')).not.toBeNull());
  // Loaded (or refused): no skeleton left once the stand-in API answered.
  await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull());
  expect(document.querySelector('[class*="ant-"]')).not.toBeNull();
});
