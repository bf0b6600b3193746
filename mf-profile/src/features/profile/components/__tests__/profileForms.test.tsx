import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { validationError } from '../../../../test/setupApi';
import { testUser } from '../../../../test/users';
import { PhonesForm } from '../PhonesForm';
import { AddressForm } from '../AddressForm';
import { NameForm } from '../NameForm';
import { BirthDateForm } from '../BirthDateForm';
import { DeleteAccountForm } from '../DeleteAccountForm';
import { ChangePasswordForm } from '../ChangePasswordForm';
import { EmailChangeForm } from '../EmailChangeForm';
import { standInApi, pasteInto } from '@venues/mf-kit/testing';

const api = standInApi({ loginVersion: 'v2' });
const user = testUser();
const userPath = (what: string) => `/api/auth/users/${user._id}/${what}`;
const ok = (over = {}) => () => ({ status: 200, body: { data: testUser(over) } });

function renderIn(ui: React.ReactElement) {
  render(
    <MemoryRouter>
      <>{ui}</>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('phones', () => {
  test('an invalid Singapore number shows the field error and sends nothing', async () => {
    const u = renderIn(<PhonesForm user={user} country="sg" />);
    expect(document.querySelectorAll('.ant-input')).toHaveLength(2);
    expect(document.querySelector('.ant-btn-primary')).toHaveTextContent('Save changes');
    await u.type(screen.getByLabelText('Primary phone'), '+65 1234');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid Singapore phone number, e.g. +65 8123 4567')).toBeInTheDocument();
    expect(screen.getByLabelText('Primary phone')).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('.ant-form-item-has-error')).toBeInTheDocument();
    expect(api.current.seen).toHaveLength(0);
  });

  test('a local number is sent in E.164 for the changed field only, then shown as stored', async () => {
    api.current.routes.set(`PUT ${userPath('mobile-phone')}`, ok({ mobilePhone: '+6591234567' }));
    const u = renderIn(<PhonesForm user={user} country="sg" />);
    await u.type(screen.getByLabelText('Mobile phone'), '9123 4567');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(api.current.seen.map((r) => [r.method, r.path, r.body])).toEqual([['PUT', userPath('mobile-phone'), { mobilePhone: '+6591234567' }]]);
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('+6591234567');
  });

  test('clearing a saved number removes it', async () => {
    api.current.routes.set(`PUT ${userPath('primary-phone')}`, ok());
    const u = renderIn(<PhonesForm user={testUser({ primaryPhone: '+6581234567' })} country="sg" />);
    await u.clear(screen.getByLabelText('Primary phone'));
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(api.current.seen[0]?.body).toEqual({ primaryPhone: '' });
  });

  test('the server’s message lands on the field', async () => {
    api.current.routes.set(`PUT ${userPath('primary-phone')}`, () => ({ status: 400, body: validationError({ primaryPhone: 'Not a number we can reach' }) }));
    const u = renderIn(<PhonesForm user={user} country="sg" />);
    await u.type(screen.getByLabelText('Primary phone'), '81234567');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not a number we can reach')).toBeInTheDocument();
  });
});

describe('billing address', () => {
  test('required lines are checked; only non-empty fields are sent', async () => {
    api.current.routes.set(`PUT ${userPath('address')}`, ok());
    const u = renderIn(<AddressForm user={user} fallbackCountry="sg" />);
    expect(document.querySelector('.ant-select')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Address line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Postal code is required')).toBeInTheDocument();
    expect(api.current.seen).toHaveLength(0);

    await pasteInto(u, screen.getByLabelText('Address line 1'), '1 Marina Boulevard');
    await pasteInto(u, screen.getByLabelText('City'), 'Singapore');
    await pasteInto(u, screen.getByLabelText('Postal code'), '018989');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(api.current.seen[0]?.body).toEqual({ country: 'sg', address1: '1 Marina Boulevard', city: 'Singapore', postalCode: '018989' });
  });
});

describe('name and date of birth', () => {
  test('the name goes to PUT …/name without an empty middle name', async () => {
    api.current.routes.set(`PUT ${userPath('name')}`, ok({ givenName: 'Mei Ling' }));
    const u = renderIn(<NameForm user={user} />);
    expect(document.querySelectorAll('.ant-form-item')).toHaveLength(3);
    await pasteInto(u, screen.getByLabelText('Given name'), ' Ling');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved');
    expect(api.current.seen[0]?.body).toEqual({ givenName: 'Mei Ling', surname: 'Tan' });
  });

  test('a future date of birth is refused with the contract’s message', async () => {
    const u = renderIn(<BirthDateForm user={user} />);
    // antd's DatePicker: type the date and press Enter.
    expect(document.querySelector('.ant-picker')).toBeInTheDocument();
    // Enter commits the date and submits the form.
    await u.type(screen.getByLabelText('Date of birth'), '2999-01-01{Enter}');
    expect(await screen.findByText('Date of birth must be in the past')).toBeInTheDocument();
    expect(api.current.seen).toHaveLength(0);
  });

  test('a valid date is patched', async () => {
    api.current.routes.set(`PATCH /api/v1/user/${user._id}`, ok({ date_of_birth: '1990-05-17' }));
    const u = renderIn(<BirthDateForm user={user} />);
    await u.type(screen.getByLabelText('Date of birth'), '1990-05-17{Enter}');
    await screen.findByText('Saved');
    expect(api.current.seen[0]?.body).toEqual({ date_of_birth: '1990-05-17' });
  });
});

describe('e-mail change', () => {
  test('asks for the password and shows the pending address the server answers', async () => {
    api.current.routes.set(`PUT ${userPath('email')}`, ok({ pending_email: 'new@example.com' }));
    const u = renderIn(<EmailChangeForm user={user} />);
    expect(document.querySelector('.ant-input-password')).toBeInTheDocument();
    await pasteInto(u, screen.getByLabelText('New e-mail'), 'new@example.com');
    await u.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Enter your password to confirm')).toBeInTheDocument();
    await pasteInto(u, screen.getByLabelText('Your password'), 'secret-pass');
    await u.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(api.current.seen).toHaveLength(1));
    expect(api.current.seen[0]?.body).toEqual({ email: 'new@example.com', password: 'secret-pass' });
  });

  test('an account made with Google is told to set a password first', () => {
    renderIn(<EmailChangeForm user={testUser({ has_password: false })} />);
    expect(screen.queryByLabelText('New e-mail')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('password', () => {
  test('the new password must differ and pass the policy; success clears the form', async () => {
    api.current.routes.set('PATCH /api/v1/auth/update-password', () => ({ status: 200, body: { data: { ok: true } } }));
    const u = renderIn(<ChangePasswordForm user={user} />);
    await pasteInto(u, screen.getByLabelText('Current password'), 'old-secret-words');
    await pasteInto(u, screen.getByLabelText('New password'), 'old-secret-words');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Choose a password different from your current one')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('New password'));
    await pasteInto(u, screen.getByLabelText('New password'), 'lantern-okapi-drifts-north');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(api.current.seen[0]?.body).toEqual({ old_password: 'old-secret-words', new_password: 'lantern-okapi-drifts-north' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  test('a wrong current password is shown on its field', async () => {
    api.current.routes.set('PATCH /api/v1/auth/update-password', () => ({ status: 400, body: validationError({ old_password: 'Current password is incorrect' }) }));
    const u = renderIn(<ChangePasswordForm user={user} />);
    await pasteInto(u, screen.getByLabelText('Current password'), 'not-it');
    await pasteInto(u, screen.getByLabelText('New password'), 'lantern-okapi-drifts-north');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });
});

describe('delete account', () => {
  test('needs the tick and a confirmation; a wrong password stays on the page', async () => {
    api.current.routes.set('DELETE /api/v1/user', () => ({ status: 400, body: validationError({ password: 'The password is incorrect' }) }));
    const onDeleted = jest.fn();
    const u = renderIn(<DeleteAccountForm onDeleted={onDeleted} />);
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('ant-btn-dangerous');
    expect(document.querySelector('.ant-checkbox')).toBeInTheDocument();
    await pasteInto(u, screen.getByLabelText('Your password'), 'wrong');
    await u.click(screen.getByRole('checkbox'));
    await u.click(button);
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is incorrect')).toBeInTheDocument();
    expect(api.current.seen[0]).toMatchObject({ method: 'DELETE', body: { password: 'wrong' } });
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test('cancelling the dialog sends nothing', async () => {
    const onDeleted = jest.fn();
    const u = renderIn(<DeleteAccountForm onDeleted={onDeleted} />);
    await pasteInto(u, screen.getByLabelText('Your password'), 'right');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.querySelector('.ant-modal')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus returns to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus());
    expect(api.current.seen).toHaveLength(0);
  });

  test('the right password deletes the account', async () => {
    api.current.routes.set('DELETE /api/v1/user', () => ({ status: 200, body: { data: { ok: true } } }));
    const onDeleted = jest.fn();
    const u = renderIn(<DeleteAccountForm onDeleted={onDeleted} />);
    await pasteInto(u, screen.getByLabelText('Your password'), 'right');
    await u.click(screen.getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: 'Delete my account' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });
});
