import { expect, test } from './fixtures';
import { PASSWORD, TENANT, signIn, useStoredSession } from './helpers';

// A favourites folder shared by link. The owner shares it in one browser; a co-organiser
// opens the link in another, joins, votes and enquires about all its venues.

test('share a folder by link; a co-organiser joins, votes, and enquires about all its venues', async ({ page: owner, otherPage: friend }) => {
  test.setTimeout(60_000);

  // The scene: a new folder of user@demo.test with two venues (through the API).
  const login = await owner.request.post('/api/v2/auth/login', { headers: TENANT, data: { email: 'user@demo.test', password: PASSWORD, role: 'user' } });
  const headers = { ...TENANT, authorization: `Bearer ${(await login.json()).data.accessToken as string}` };
  const name = `E2E offsite ${Date.now()}`;
  const folder = (await (await owner.request.post('/api/v1/favorites/folders', { headers, data: { name } })).json()).data._id as string;
  const found = (await (await owner.request.get('/api/v1/venues/search', { headers: TENANT, params: { country: 'sg', limit: 2 } })).json()).data.data as { _id: string; name: string }[];
  for (const v of found) expect((await owner.request.post('/api/v1/favorites', { headers, data: { venue_id: v._id, folder_id: folder } })).status()).toBe(201);

  // The owner shares it from the folder page and reads the link.
  await useStoredSession(owner, 'user@demo.test');
  await owner.goto(`/sg/favorites/favoritesfolder?folder=${folder}`);
  await owner.getByRole('button', { name: 'Share' }).click();
  const link = await owner.getByLabel('Link to share').inputValue();
  expect(link).toMatch(/\/sg\/shortlists\/join\/[A-Za-z0-9_-]{32}$/);
  await owner.getByRole('button', { name: 'Done' }).click();

  // A co-organiser opens it signed out: the login says why, and comes back to the link.
  await friend.goto(new URL(link).pathname);
  await expect(friend.getByText('Sign in to open the shortlist you were invited to.')).toBeVisible();
  await expect(friend).toHaveURL(/\/sg\/login/);
  await signIn(friend, 'friend@demo.test', 'user', { returnTo: new URL(link).pathname });
  await expect(friend.getByRole('heading', { level: 1, name: new RegExp(`shared “${name}” with you`) })).toBeVisible();
  await friend.getByRole('button', { name: 'Join this shortlist' }).click();
  await expect(friend.getByRole('heading', { level: 1, name })).toBeVisible();

  // The friend votes for the first venue; the owner sees the vote.
  const votes = friend.getByRole('group', { name: `Votes on ${found[0]!.name}` });
  await votes.getByRole('button', { name: /For/ }).click();
  await expect(votes.getByRole('button', { name: /For \(1\)/ })).toHaveAttribute('aria-pressed', 'true');
  await owner.goto(`/sg/shortlists/${folder}`);
  await expect(owner.getByRole('group', { name: `Votes on ${found[0]!.name}` }).getByRole('button', { name: /For \(1\)/ })).toBeVisible();
  await expect(owner.getByText(/with Fran Friend/)).toBeVisible();

  // Enquire about all: the enquiry form lists the shortlist's venues.
  await friend.getByRole('link', { name: 'Enquire about all' }).click();
  await expect(friend.getByRole('heading', { level: 1, name: `Enquire about all venues in “${name}”` })).toBeVisible();
  await expect(friend.getByText(/Each of these 2 venues gets its own conversation/)).toBeVisible();
});
