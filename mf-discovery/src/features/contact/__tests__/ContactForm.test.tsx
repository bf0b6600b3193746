import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../ContactForm';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';

const api = standInApi();


async function fill(user: ReturnType<typeof userEvent.setup>, v: { name?: string; email?: string; message?: string }) {
  if (v.name) await pasteInto(user, screen.getByLabelText(/^Name/), v.name);
  if (v.email) await pasteInto(user, screen.getByLabelText(/^Email/), v.email);
  if (v.message) await pasteInto(user, screen.getByLabelText(/^Message/), v.message);
}

test('an empty form shows the contract’s messages on each required field and sends nothing', async () => {
  const user = userEvent.setup();
  render(<ContactForm country="sg" />);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.current.seen).toHaveLength(0);
});

test('an invalid e-mail and a too-short message are rejected', async () => {
  const user = userEvent.setup();
  render(<ContactForm country="sg" />);
  await fill(user, { name: 'Mei Lin', email: 'mei.lin@', message: 'Hi there' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(api.current.seen).toHaveLength(0);
});

test('a valid message is posted with the tenant headers and storefront, then the success state shows', async () => {
  api.current.routes.set('POST /api/v1/contact-us', () => ({ status: 201, body: { data: { _id: 'c1' } }, delayMs: 150 }));
  const user = userEvent.setup();
  render(<ContactForm country="my" />);
  await fill(user, { name: 'Aisha Rahman', email: 'Aisha@Example.com', message: 'We would like to book a hall for 200 guests in March.' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));

  // While the request is in flight the button is disabled and says so.
  const sending = await screen.findByRole('button', { name: /Sending/ });
  expect(sending).toBeDisabled();

  expect(await screen.findByText('Thank you — your message has been sent')).toBeInTheDocument();
  const post = api.current.seen.find((r) => r.path === '/api/v1/contact-us');
  expect(post?.headers['x-tenant-code']).toBe('demo');
  expect(post?.headers['x-api-key']).toBe('pk_test');
  expect(post?.body).toEqual({
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    phone: '',
    topic: 'general',
    message: 'We would like to book a hall for 200 guests in March.',
    country: 'my',
  });
});

test('field errors from the server appear on their fields; other errors above the form', async () => {
  api.current.routes.set('POST /api/v1/contact-us', () => ({
    status: 400,
    body: {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are invalid',
        details: { fields: [{ field: 'email', message: 'This address cannot receive e-mail' }] },
      },
    },
  }));
  const user = userEvent.setup();
  render(<ContactForm country="sg" />);
  await fill(user, { name: 'Tom Lee', email: 'tom@example.invalid', message: 'Do you have venues on Sentosa?' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('This address cannot receive e-mail')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Thank you — your message has been sent')).not.toBeInTheDocument();

  api.current.routes.set('POST /api/v1/contact-us', () => ({
    status: 429,
    body: { error: { code: 'RATE_LIMITED', message: 'Too many messages. Try again in a minute.' } },
  }));
  await user.clear(screen.getByLabelText(/^Email/));
  await pasteInto(user, screen.getByLabelText(/^Email/), 'tom@example.com');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.'));
});

test('the server-drawn form keeps Send disabled until the browser has hydrated it', async () => {
  const { renderToString } = await import('react-dom/server');
  expect(renderToString(<ContactForm country="sg" />)).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send message<\/button>/);
  render(<ContactForm country="sg" />);
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
});
