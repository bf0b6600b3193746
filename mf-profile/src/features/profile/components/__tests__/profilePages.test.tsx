import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { UserReview } from '@venues/contracts';
import { session } from '@venues/session';
import { apiError } from '../../../../test/setupApi';
import { testUser } from '../../../../test/users';
import { ProfileLayout } from '../ProfileLayout';
import { NotificationPreferencesForm } from '../NotificationPreferencesForm';
import { MyReviewsList } from '../MyReviewsList';
import { checkPictureFile } from '../ProfilePhoto';
import GeneralInformationPage from '../../../../pages/profile/GeneralInformationPage';
import { PROFILE_PAGES } from '../../lib/profilePages';
import { standInApi } from '@venues/mf-kit/testing';

const api = standInApi({ loginVersion: 'v2' });

beforeEach(() => act(() => session.clear()));

function renderProfile(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:country/profile" element={<ProfileLayout />}>
          <Route path="general-information" element={<GeneralInformationPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('profile layout', () => {
  test('loads the user fresh, lists every page and marks the current one', async () => {
    api.current.routes.set('GET /api/v1/user/me', () => ({ status: 200, body: { data: testUser({ givenName: 'Mei', surname: 'Tan' }) } }));
    renderProfile('/my/profile/general-information');
    expect(screen.getByLabelText('Loading your profile')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your profile' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(PROFILE_PAGES.map((p) => `/my/profile/${p.slug}`));
    expect(within(nav).getByRole('link', { name: 'Personal details' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Given name')).toHaveValue('Mei');
    // Drawn with antd: the menu, the section cards, the inputs, the upload.
    expect(document.querySelector('.ant-menu')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-card').length).toBeGreaterThanOrEqual(3);
    expect(document.querySelector('.ant-input')).toBeInTheDocument();
    expect(document.querySelector('.ant-upload')).toBeInTheDocument();
    expect(document.querySelector('.ant-picker')).toBeInTheDocument();
    expect(session.user?.email).toBe('mei@example.com');
  });

  test('a failed load says so and retries', async () => {
    let calls = 0;
    api.current.routes.set('GET /api/v1/user/me', () => (++calls === 1 ? { status: 500, body: apiError('INTERNAL', 'Database unavailable') } : { status: 200, body: { data: testUser() } }));
    renderProfile('/sg/profile/general-information');
    expect(await screen.findByText('We could not load your profile')).toBeInTheDocument();
    expect(document.querySelector('.ant-result')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeInTheDocument();
  });
});

describe('notification preferences', () => {
  const prefs = [
    { type: 'INQUIRY', email: true, in_app: true },
    { type: 'MESSAGE', email: true, in_app: true },
  ];

  test('each type has labelled switches; saving sends the whole list', async () => {
    api.current.routes.set('GET /api/v1/user/notification-preferences', () => ({ status: 200, body: { data: prefs } }));
    api.current.routes.set('PUT /api/v1/user/notification-preferences', (req) => ({ status: 200, body: { data: req.body } }));
    const user = userEvent.setup();
    render(<NotificationPreferencesForm />);
    const messagesByEmail = await screen.findByRole('switch', { name: 'Messages: E-mail' });
    expect(messagesByEmail).toBeChecked();
    expect(document.querySelector('.ant-table')).toBeInTheDocument();
    expect(messagesByEmail).toHaveClass('ant-switch');
    await user.click(messagesByEmail);
    await user.click(screen.getByRole('switch', { name: 'New enquiries: On the site' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.current.seen.at(-1)?.body).toEqual([
      { type: 'INQUIRY', email: true, in_app: false },
      { type: 'MESSAGE', email: false, in_app: true },
    ]);
  });
});

describe('reviews', () => {
  test('the empty state says when reviews come', async () => {
    api.current.routes.set('GET /api/v1/user/reviews', () => ({ status: 200, body: { data: { data: [], page: 1, limit: 10, total: 0 } } }));
    render(
      <MemoryRouter>
        <MyReviewsList country="sg" />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/After your first booking/)).toBeInTheDocument();
    expect(document.querySelector('.ant-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a venue' })).toHaveAttribute('href', '/sg');
    expect(Object.fromEntries(api.current.seen[0]?.query ?? [])).toEqual({ page: '1', limit: '10' });
  });

  test('lists reviews with their venue and pages through them', async () => {
    const review = (i: number): UserReview => ({
      _id: `r${i}`,
      venue_id: `v${i}`,
      rating: 4,
      comment: `Great room ${i}`,
      author_name: 'Mei T.',
      created_at: '2026-03-01T10:00:00.000Z',
      venue: { _id: `v${i}`, slug: `venue-${i}`, name: `Venue ${i}`, city: 'Singapore', country: 'sg', photo: null, published: i !== 2 },
    });
    api.current.routes.set('GET /api/v1/user/reviews', (req) => {
      const page = Number(req.query.get('page'));
      return { status: 200, body: { data: { data: page === 1 ? [review(1), review(2)] : [review(11)], page, limit: 10, total: 11 } } };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/sg/profile/reviews']}>
        <Routes>
          <Route path="/sg/profile/reviews" element={<MyReviewsList country="sg" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Venue 1' })).toHaveAttribute('href', '/sg/venues/venue-1');
    // An unpublished venue has no page to link to.
    expect(screen.getByText('Venue 2').closest('a')).toBeNull();
    expect(screen.getAllByLabelText('4 out of 5 stars')).toHaveLength(2);
    expect(document.querySelector('.ant-list')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-rate')).toHaveLength(2);
    expect(document.querySelector('.ant-pagination')).toBeInTheDocument();
    // Every page of reviews has its own address.
    const pages = screen.getByRole('navigation', { name: 'Pages of your reviews' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Great room 11')).toBeInTheDocument();
    expect(api.current.seen.at(-1)?.query.get('page')).toBe('2');
  });
});

describe('profile photo', () => {
  test('the client refuses other types, empty and oversized files before uploading', () => {
    expect(checkPictureFile({ type: 'image/gif', size: 100 })).toMatch(/JPEG, PNG or WebP/);
    expect(checkPictureFile({ type: 'image/png', size: 6 * 1024 * 1024 })).toMatch(/larger than 5 MB/);
    expect(checkPictureFile({ type: 'image/webp', size: 0 })).toMatch(/empty/);
    expect(checkPictureFile({ type: 'image/jpeg', size: 200_000 })).toBeNull();
  });

  test('uploads the chosen file as multipart and shows the new photo', async () => {
    const user0 = testUser();
    api.current.routes.set('GET /api/v1/user/me', () => ({ status: 200, body: { data: user0 } }));
    api.current.routes.set(`POST /api/v1/user/${user0._id}/profile-picture`, () => ({
      status: 200,
      body: { data: testUser({ profile_picture: '/media/demo/avatars/abc.webp', updatedAt: '2026-02-02T00:00:00.000Z' }) },
    }));
    renderProfile('/sg/profile/general-information');
    await screen.findByRole('button', { name: 'Upload a photo' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(document.getElementById('pf-photo-file') as HTMLInputElement, file);
    expect(await screen.findByText('Your photo has been updated.')).toBeInTheDocument();
    const sent = api.current.seen.find((r) => r.path.endsWith('/profile-picture'));
    expect(String(sent?.headers['content-type'])).toMatch(/^multipart\/form-data/);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/media/demo/avatars/abc.webp'));
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  test('removing the photo asks first (Popconfirm)', async () => {
    const withPhoto = testUser({ profile_picture: '/media/demo/avatars/abc.webp' });
    api.current.routes.set('GET /api/v1/user/me', () => ({ status: 200, body: { data: withPhoto } }));
    api.current.routes.set(`DELETE /api/v1/user/${withPhoto._id}/profile-picture`, () => ({ status: 200, body: { data: testUser() } }));
    renderProfile('/sg/profile/general-information');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Remove your photo?')).toBeInTheDocument();
    expect(document.querySelector('.ant-popconfirm')).toBeInTheDocument();
    expect(api.current.seen.some((r) => r.method === 'DELETE')).toBe(false);
    await u.click(within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your photo has been removed.')).toBeInTheDocument();
  });
});
