import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoriteFolder } from '@venues/contracts';
import { session } from '@venues/session';
import { renderApp } from '../../test/renderApp';
import { favorites } from '../../features/favorites/favoritesStore';
import { rememberPendingSave } from '../../features/favorites/pendingSave';
import { readLocalRecent, rememberLocally } from '../../features/recent/localRecent';
import { card, searchResult } from '../../test/fixtures';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';

const api = standInApi();
const F1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const F2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const folder = (id: string, name: string, count = 0): FavoriteFolder => ({ _id: id, name, count, cover: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' });
const glasshouse = card();

beforeAll(async () => {
  await Promise.all([import('../FavoritesPage'), import('../FavoritesFolderPage'), import('../RecentlyViewedPage'), import('../VenueSearchPage'), import('../../features/favorites/SaveToFolderDialog')]);
});
beforeEach(() => {
  session.clear();
  favorites.closeSave();
  favorites.ensureLoaded();
  localStorage.clear();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const signIn = () => session.setTokens({ accessToken: 'token' });

describe('saving from a heart', () => {
  beforeEach(() => {
    api.current.routes.set('GET /api/v1/venues/search', () => ({ status: 200, body: { data: searchResult([glasshouse]) } }));
    api.current.routes.set('GET /api/v1/venues/filters', () => ({ status: 500, body: {} }));
    api.current.routes.set('GET /api/v1/favorites/venue-ids', () => ({ status: 200, body: { data: [] } }));
  });

  test('back from sign-in on the same page, the save dialog opens for the venue; a new folder saves it', async () => {
    const user = userEvent.setup();
    let folders = [folder(F1, 'Wedding shortlist')];
    api.current.routes.set('GET /api/v1/favorites/folders', () => ({ status: 200, body: { data: folders } }));
    api.current.routes.set('POST /api/v1/favorites/folders', (req) => {
      const name = (req.body as { name: string }).name;
      if (name.toLowerCase() === 'wedding shortlist') return { status: 409, body: { error: { code: 'CONFLICT', message: 'You already have a folder called “Wedding shortlist”' } } };
      const f = folder(F2, name);
      folders = [...folders, f];
      return { status: 201, body: { data: f } };
    });
    api.current.routes.set('POST /api/v1/favorites', (req) => ({ status: 201, body: { data: { ...(req.body as object), created_at: 'now' } } }));

    rememberPendingSave(glasshouse, '/sg/venues?event_type=parties');
    signIn();
    renderApp('/sg/venues?event_type=parties');
    const dialog = await screen.findByRole('dialog', { name: 'Save to favourites' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Wedding shortlist' })).not.toBeChecked();
    // Nothing ticked yet: the dialog and its button say that closing saves nothing.
    expect(dialog).toHaveTextContent('The Glasshouse is not saved yet: tick a folder or create one.');
    expect(within(dialog).getByRole('button', { name: 'Close without saving' })).toBeInTheDocument();

    const name = within(dialog).getByLabelText('Or save to a new folder');
    await pasteInto(user, name, 'wedding shortlist');
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(await within(dialog).findByText('You already have a folder called “Wedding shortlist”')).toBeInTheDocument();

    await user.clear(name);
    await pasteInto(user, name, 'Team off-site');
    await user.click(within(dialog).getByRole('button', { name: 'Create and save' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Team off-site' })).toBeChecked();
    expect(dialog).toHaveTextContent('Choose the folders for The Glasshouse.');
    expect(api.current.seen.find((s) => s.method === 'POST' && s.path === '/api/v1/favorites')?.body).toEqual({ venue_id: glasshouse._id, folder_id: F2 });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // The heart on the card is now filled.
    expect(screen.getByRole('button', { name: 'The Glasshouse is saved: change folders' })).toHaveAttribute('data-saved', 'true');
  });

  test('a pending save from another page is forgotten, not shown by surprise', async () => {
    rememberPendingSave(glasshouse, '/sg/venues/the-glasshouse');
    signIn();
    renderApp('/sg/venues');
    await screen.findAllByTestId('venue-card');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  test('ticking and unticking a folder saves and removes at once', async () => {
    const user = userEvent.setup();
    api.current.routes.set('GET /api/v1/favorites/venue-ids', () => ({ status: 200, body: { data: [{ venue_id: glasshouse._id, folder_ids: [F1] }] } }));
    api.current.routes.set('GET /api/v1/favorites/folders', () => ({ status: 200, body: { data: [folder(F1, 'Wedding shortlist', 1), folder(F2, 'Birthday', 0)] } }));
    api.current.routes.set('POST /api/v1/favorites', (req) => ({ status: 201, body: { data: { ...(req.body as { venue_id: string; folder_id: string }), created_at: '2026-11-20T10:00:00Z' } } }));
    api.current.routes.set('DELETE /api/v1/favorites', () => ({ status: 200, body: { data: { ok: true } } }));
    signIn();
    renderApp('/sg/venues');
    await user.click(await screen.findByRole('button', { name: 'The Glasshouse is saved: change folders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to favourites' });
    const wedding = await within(dialog).findByRole('checkbox', { name: 'Wedding shortlist' });
    expect(wedding).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Birthday' }));
    await user.click(wedding);
    await waitFor(() => expect(within(dialog).getByRole('status', { name: '' })).toHaveTextContent('Removed from Wedding shortlist'));
    expect(api.current.seen.filter((s) => s.path === '/api/v1/favorites').map((s) => [s.method, (s.body as { folder_id: string }).folder_id])).toEqual([
      ['POST', F2],
      ['DELETE', F1],
    ]);
  });
});

describe('favourites pages', () => {
  test('the folder list links each folder and creates a new one', async () => {
    const user = userEvent.setup();
    api.current.routes.set('GET /api/v1/favorites/folders', () => ({ status: 200, body: { data: [folder(F1, 'Wedding shortlist', 3)] } }));
    api.current.routes.set('POST /api/v1/favorites/folders', (req) => ({ status: 201, body: { data: folder(F2, (req.body as { name: string }).name) } }));
    signIn();
    renderApp('/sg/favorites');
    expect(await screen.findByRole('link', { name: 'Wedding shortlist' })).toHaveAttribute('href', `/sg/favorites/favoritesfolder?folder=${F1}`);
    expect(screen.getByTestId('folder-card')).toHaveTextContent('3 venues');
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'New folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByText('Give the folder a name')).toBeInTheDocument();
    await pasteInto(user, within(dialog).getByLabelText('Folder name'), 'Birthday');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(location()).toBe(`/sg/favorites/favoritesfolder?folder=${F2}`));
  });

  test('no folders yet: says how to save and offers to create one', async () => {
    api.current.routes.set('GET /api/v1/favorites/folders', () => ({ status: 200, body: { data: [] } }));
    signIn();
    renderApp('/sg/favorites');
    expect(await screen.findByRole('heading', { name: 'No folders yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a folder' })).toBeInTheDocument();
  });

  test('one folder: rename, move a venue, remove a venue (after confirming), delete the folder (after confirming)', async () => {
    const user = userEvent.setup();
    let name = 'Wedding shortlist';
    api.current.routes.set(`GET /api/v1/favorites/folders/${F1}`, () => ({
      status: 200,
      body: { data: { folder: folder(F1, name, 1), venues: { data: [{ ...glasshouse, saved_at: 'x' }], page: 1, limit: 24, total: 1 } } },
    }));
    api.current.routes.set(`PATCH /api/v1/favorites/folders/${F1}`, (req) => {
      name = (req.body as { name: string }).name;
      return { status: 200, body: { data: folder(F1, name, 1) } };
    });
    api.current.routes.set('GET /api/v1/favorites/folders', () => ({ status: 200, body: { data: [folder(F1, name, 1), folder(F2, 'Birthday', 0)] } }));
    api.current.routes.set('POST /api/v1/favorites/move', (req) => {
      const { venue_id, to_folder_id } = req.body as { venue_id: string; to_folder_id: string };
      return { status: 200, body: { data: { venue_id, folder_id: to_folder_id, created_at: '2026-11-20T10:00:00Z' } } };
    });
    api.current.routes.set('DELETE /api/v1/favorites', () => ({ status: 200, body: { data: { ok: true } } }));
    api.current.routes.set(`DELETE /api/v1/favorites/folders/${F1}`, () => ({ status: 200, body: { data: { ok: true } } }));
    api.current.routes.set('GET /api/v1/favorites/venue-ids', () => ({ status: 200, body: { data: [] } }));
    signIn();
    renderApp(`/sg/favorites/favoritesfolder?folder=${F1}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding shortlist' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = screen.getByRole('dialog', { name: 'Rename folder' });
    await user.clear(within(rename).getByLabelText('Folder name'));
    await pasteInto(user, within(rename).getByLabelText('Folder name'), 'Wedding (final)');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wedding (final)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move' }));
    const move = screen.getByRole('dialog', { name: 'Move The Glasshouse' });
    expect(await within(move).findByLabelText('Move to')).toHaveValue(F2);
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.current.seen.find((s) => s.path === '/api/v1/favorites/move')?.body).toEqual({ venue_id: glasshouse._id, from_folder_id: F1, to_folder_id: F2 }));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const remove = screen.getByRole('dialog', { name: 'Remove The Glasshouse?' });
    expect(api.current.seen.some((s) => s.method === 'DELETE' && s.path === '/api/v1/favorites')).toBe(false);
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.current.seen.find((s) => s.method === 'DELETE' && s.path === '/api/v1/favorites')?.body).toEqual({ venue_id: glasshouse._id, folder_id: F1 }));

    await user.click(screen.getByRole('button', { name: 'Delete folder' }));
    const del = screen.getByRole('dialog', { name: 'Delete “Wedding (final)”?' });
    await user.click(within(del).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(location()).toBe('/sg/favorites'));
  });

  test('another user’s (or a deleted) folder says it does not exist', async () => {
    signIn();
    renderApp(`/sg/favorites/favoritesfolder?folder=${F2}`);
    expect(await screen.findByRole('heading', { name: 'This folder does not exist' })).toBeInTheDocument();
  });
});

describe('recently viewed', () => {
  test('a visitor sees this browser’s list for the storefront, with a sign-in invitation', async () => {
    rememberLocally(card({ _id: '55555555-5555-4555-8555-555555555555', name: 'Sydney Loft', country: 'au', slug: 'sydney-loft' }));
    rememberLocally(glasshouse);
    renderApp('/sg/favorites/recentlyviewed');
    expect(await screen.findByRole('link', { name: 'The Glasshouse' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sydney Loft' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sg/login?returnTo=${encodeURIComponent('/sg/favorites/recentlyviewed')}`);
  });

  test('at sign-in the browser’s list joins the account’s, then the account’s list shows', async () => {
    rememberLocally(glasshouse, new Date('2026-11-20T10:00:00Z'));
    api.current.routes.set('POST /api/v1/recently-viewed/merge', () => ({ status: 200, body: { data: [] } }));
    api.current.routes.set('GET /api/v1/recently-viewed', () => ({ status: 200, body: { data: [{ ...glasshouse, viewed_at: '2026-11-20T10:00:00Z' }] } }));
    api.current.routes.set('GET /api/v1/favorites/venue-ids', () => ({ status: 200, body: { data: [] } }));
    signIn();
    renderApp('/sg/favorites/recentlyviewed');
    expect(await screen.findByRole('link', { name: 'The Glasshouse' })).toBeInTheDocument();
    expect(api.current.seen.find((s) => s.path === '/api/v1/recently-viewed/merge')?.body).toEqual({ items: [{ venue_id: glasshouse._id, viewed_at: '2026-11-20T10:00:00.000Z' }] });
    expect(api.current.seen.find((s) => s.path === '/api/v1/recently-viewed')?.query.get('country')).toBe('sg');
    expect(readLocalRecent()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  test('nothing viewed: an empty state that leads to the search', async () => {
    renderApp('/sg/favorites/recentlyviewed');
    expect(await screen.findByRole('heading', { name: 'Nothing viewed yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find venues' })).toHaveAttribute('href', '/sg/venues');
  });
});
