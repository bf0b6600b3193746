import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteInto } from '@venues/mf-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import type { LoginBody } from '@venues/contracts';
import { LoginForm, type LoginFormProps } from '../LoginForm';

function setup(props: Partial<LoginFormProps> = {}) {
  const onSubmit = jest.fn<ReturnType<LoginFormProps['onSubmit']>, [LoginBody]>(async () => undefined);
  render(
    <MemoryRouter>
      <LoginForm onSubmit={onSubmit} forgotPasswordHref="/forgot-password" signUpHref="/sg/sign-up" {...props} />
    </MemoryRouter>,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('labels its fields with the right autocomplete hints', () => {
    setup();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sg/sign-up');
  });

  it('shows the contract messages for empty fields and focuses the first one', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail', async () => {
    const { onSubmit, user } = setup();
    await pasteInto(user, screen.getByLabelText('E-mail'), 'not-an-email');
    await pasteInto(user, screen.getByLabelText('Password'), 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits on Enter with the chosen role and a normalised e-mail', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByText('Venue'));
    await pasteInto(user, screen.getByLabelText('E-mail'), ' Owner@Demo.test ');
    await pasteInto(user, screen.getByLabelText('Password'), 'Password1!');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@demo.test', password: 'Password1!', role: 'venue' }));
  });

  it('uses the fixed role and hides the choice', async () => {
    const { onSubmit, user } = setup({ fixedRole: 'admin' });
    expect(screen.queryByText('Sign in as')).not.toBeInTheDocument();
    await pasteInto(user, screen.getByLabelText('E-mail'), 'admin@demo.test');
    await pasteInto(user, screen.getByLabelText('Password'), 'pw');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'admin' })));
  });

  it('disables the button while sending and shows a form problem with its link', async () => {
    let finish: (v: Awaited<ReturnType<LoginFormProps['onSubmit']>>) => void = () => {};
    const onSubmit = jest.fn(() => new Promise<Awaited<ReturnType<LoginFormProps['onSubmit']>>>((r) => (finish = r)));
    const { user } = setup({ onSubmit });
    await pasteInto(user, screen.getByLabelText('E-mail'), 'a@b.co');
    await pasteInto(user, screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled());
    finish({ problem: { kind: 'form', message: 'Wrong door.', link: { to: '/sg/login/venue', label: 'Go to the venue sign-in' } } });
    expect(await screen.findByText('Wrong door.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the venue sign-in' })).toHaveAttribute('href', '/sg/login/venue');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('puts server field errors on their fields', async () => {
    const onSubmit = jest.fn(async () => ({ fields: { email: 'Enter a valid email address' }, problem: { kind: 'fields' as const, message: 'Invalid input' } }));
    const { user } = setup({ onSubmit });
    await pasteInto(user, screen.getByLabelText('E-mail'), 'a@b.co');
    await pasteInto(user, screen.getByLabelText('Password'), 'pw');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });
});
