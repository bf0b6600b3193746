import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnnouncementForm, type AnnouncementFormProps } from '../AnnouncementForm';
import { EMPTY_FORM } from '../../lib/formValues';

/** Pasting (one change event) instead of typing keeps these tests fast. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function setup(props: Partial<AnnouncementFormProps> = {}) {
  const onSubmit = jest.fn<ReturnType<AnnouncementFormProps['onSubmit']>, Parameters<AnnouncementFormProps['onSubmit']>>(async () => undefined);
  render(<AnnouncementForm onSubmit={onSubmit} submitLabel="Publish" {...props} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

describe('AnnouncementForm', () => {
  it('requires a title and a description, with the contract messages', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects whitespace-only text', async () => {
    const { onSubmit, user } = setup();
    await fill(user, 'Title', '   ');
    await fill(user, 'Description', '  ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an image path that is neither a URL nor a site path', async () => {
    const { onSubmit, user } = setup();
    await fill(user, 'Title', 'Hello');
    await fill(user, 'Description', 'World');
    await fill(user, 'Image URL (optional)', 'ftp://x/y.png');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Attachment path must be an absolute URL or start with /')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values and previews them live', async () => {
    const { onSubmit, user } = setup();
    await fill(user, 'Title', '  Spring sale ');
    await fill(user, 'Description', 'Book now');
    await fill(user, 'Image URL (optional)', 'https://cdn.example.com/s.png');
    const preview = screen.getByRole('region', { name: 'Pop-up preview' });
    expect(preview).toHaveTextContent('Spring sale');
    expect(preview.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/s.png');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Spring sale',
        description: 'Book now',
        attachment: { path: 'https://cdn.example.com/s.png' },
        active: true,
        target: 'ALL',
        target_device: 'ALL',
      }),
    );
  });

  it('shows server field errors on their fields', async () => {
    const onSubmit = jest.fn(async () => ({ fields: { title: 'Title must be at most 120 characters' }, message: 'Invalid input' }));
    const { user } = setup({ onSubmit });
    await fill(user, 'Title', 'A');
    await fill(user, 'Description', 'B');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title must be at most 120 characters')).toBeInTheDocument();
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });

  it('keeps Save disabled on an unchanged edit form', async () => {
    const { user } = setup({ requireChanges: true, submitLabel: 'Save', initialValues: { ...EMPTY_FORM, title: 'T', description: 'D' } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(user, 'Title', '!');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('is read-only without manage rights', () => {
    setup({ readOnly: true, initialValues: { ...EMPTY_FORM, title: 'T', description: 'D' } });
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Show to')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('ties hints and errors to their fields', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Image URL (optional)')).toHaveAccessibleDescription('An https:// address, or a path on this site starting with /.');
    expect(screen.getByRole('switch', { name: 'Active' })).toHaveAccessibleDescription('Only active announcements are shown to users.');
    await fill(user, 'Title', 'Hello');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('5 / 120');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const description = await screen.findByLabelText('Description');
    await waitFor(() => expect(description).toHaveAccessibleDescription('Description is required'));
    expect(description).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the image, and says when it cannot be loaded', async () => {
    const { user } = setup();
    await fill(user, 'Image URL (optional)', 'https://cdn.example.com/missing.png');
    const preview = screen.getByRole('region', { name: 'Pop-up preview' });
    fireEvent.error(preview.querySelector('img')!);
    expect(await within(preview).findByRole('alert')).toHaveTextContent('The image could not be loaded');
  });
});
