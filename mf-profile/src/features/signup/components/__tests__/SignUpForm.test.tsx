import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PASSWORD_MESSAGES } from '@venues/contracts';
import { validationError } from '../../../../test/setupApi';
import { SignUpForm } from '../SignUpForm';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';

// userEvent types every character through antd inputs; the password estimator loads on first use.

const api = standInApi({ loginVersion: 'v2' });

function setup(role: 'user' | 'venue' = 'user', country = 'sg') {
  const onRegistered = jest.fn();
  render(
    <MemoryRouter>
      <SignUpForm role={role} country={country} onRegistered={onRegistered} />
    </MemoryRouter>,
  );
  return { onRegistered, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, v: Partial<Record<'first' | 'last' | 'org' | 'email' | 'phone' | 'password', string>>) {
  if (v.first) await pasteInto(user, screen.getByLabelText('First name'), v.first);
  if (v.last) await pasteInto(user, screen.getByLabelText('Last name'), v.last);
  if (v.org) await pasteInto(user, screen.getByLabelText('Venue or company name'), v.org);
  if (v.email) await pasteInto(user, screen.getByLabelText('E-mail'), v.email);
  if (v.phone) await user.type(screen.getByLabelText(/^Mobile number/), v.phone);
  if (v.password) await pasteInto(user, screen.getByLabelText('Password'), v.password);
}

const STRONG = 'tangerine-walrus-on-a-tuesday';

test('an empty form shows the contract’s messages, focuses the first field and sends nothing', async () => {
  const { user } = setup();
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText(PASSWORD_MESSAGES.required)).toBeInTheDocument();
  expect(screen.getByText('Accept the terms and privacy policy to continue')).toBeInTheDocument();
  expect(screen.getByLabelText('First name')).toHaveFocus();
  expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen).toHaveLength(0);
});

test('a venue account needs the venue or company name', async () => {
  const { user } = setup('venue');
  await fill(user, { first: 'Mei', last: 'Tan', email: 'mei@example.com', password: STRONG });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Venue or company name is required')).toBeInTheDocument();
  expect(api.current.seen).toHaveLength(0);
});

test('an invalid Singapore number and a common password are refused before sending', async () => {
  const { user } = setup();
  await fill(user, { first: 'Mei', last: 'Tan', email: 'mei@example.com', phone: '1234', password: 'password123' });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText(/Enter a valid Singapore phone number/)).toBeInTheDocument();
  expect(await screen.findByText(PASSWORD_MESSAGES.common)).toBeInTheDocument();
  expect(api.current.seen).toHaveLength(0);
});

test('a valid venue sign-up is posted with the storefront and the number in E.164', async () => {
  api.current.routes.set('POST /api/v2/auth/registration', () => ({ status: 201, body: { data: { message: 'Check your inbox', email: 'owner@example.com' } } }));
  const { user, onRegistered } = setup('venue');
  await fill(user, { first: 'Arun', last: 'Pillai', org: 'Harbour Loft', email: ' Owner@Example.com ', phone: '8123 4567', password: STRONG });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('owner@example.com'));
  const sent = api.current.seen.find((r) => r.path === '/api/v2/auth/registration');
  expect(sent?.headers['x-tenant-code']).toBe('demo');
  expect(sent?.body).toMatchObject({
    first_name: 'Arun',
    last_name: 'Pillai',
    organization_name: 'Harbour Loft',
    email: 'owner@example.com',
    phone_number: '+6581234567',
    role: 'venue',
    country: 'sg',
    accept_terms: true,
  });
});

test('the server’s field errors appear on their fields', async () => {
  api.current.routes.set('POST /api/v2/auth/registration', () => ({ status: 400, body: validationError({ email: 'This address cannot receive mail' }) }));
  const { user, onRegistered } = setup();
  await fill(user, { first: 'Mei', last: 'Tan', email: 'mei@example.com', password: STRONG });
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('This address cannot receive mail')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  expect(onRegistered).not.toHaveBeenCalled();
});

test('a password built from the person’s own name scores low on the meter', async () => {
  const { user } = setup();
  await fill(user, { first: 'Marguerite', last: 'Duras' });
  await pasteInto(user, screen.getByLabelText('Password'), 'MargueriteDuras');
  expect(await screen.findByText(/too easy to guess/)).toBeInTheDocument();
});
