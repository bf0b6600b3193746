import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { testUser } from '../../../../test/users';
import { NameForm } from '../NameForm';
import { LeaveGuard } from '../LeaveGuard';
import { standInApi } from '@venues/mf-kit/testing';

const api = standInApi({ loginVersion: 'v2' });
const user = testUser();

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/sg/profile/general-information']}>
      <>
        <LeaveGuard />
        <Link to="/sg/profile/password">Password</Link>
        <Routes>
          <Route path="/sg/profile/general-information" element={<NameForm user={user} />} />
          <Route path="/sg/profile/password" element={<h1>Password page</h1>} />
        </Routes>
      </>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('moving to another section with unsaved edits asks first; staying keeps the edits, leaving goes', async () => {
  const u = renderPage();
  await u.type(screen.getByLabelText('Given name'), 'x');
  await u.click(screen.getByRole('link', { name: 'Password' }));
  expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  expect(screen.getByText(/Your changes to “Your name” are not saved yet/)).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: 'Stay and save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Given name')).toHaveValue(`${user.givenName}x`);
  expect(screen.queryByRole('heading', { name: 'Password page' })).not.toBeInTheDocument();

  await u.click(screen.getByRole('link', { name: 'Password' }));
  await u.click(await screen.findByRole('button', { name: 'Leave without saving' }));
  expect(await screen.findByRole('heading', { name: 'Password page' })).toBeInTheDocument();
});

test('after a save nothing is pending: the link just goes', async () => {
  api.current.routes.set(`PUT /api/auth/users/${user._id}/name`, () => ({ status: 200, body: { data: testUser({ givenName: `${user.givenName}x` }) } }));
  const u = renderPage();
  await u.type(screen.getByLabelText('Given name'), 'x');
  await u.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText('Saved');
  await u.click(screen.getByRole('link', { name: 'Password' }));
  expect(await screen.findByRole('heading', { name: 'Password page' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an untouched form never asks', async () => {
  const u = renderPage();
  await u.click(screen.getByRole('link', { name: 'Password' }));
  expect(await screen.findByRole('heading', { name: 'Password page' })).toBeInTheDocument();
});
