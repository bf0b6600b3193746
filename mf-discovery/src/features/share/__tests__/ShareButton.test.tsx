import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from '../ShareButton';
import { shareLinks, venueShareUrl } from '../shareLinks';

const url = 'https://venuely.test/sg/venues/the-loft';

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

test('the shared URL is the canonical venue URL, and the e-mail and WhatsApp links carry it', () => {
  expect(venueShareUrl('https://venuely.test', 'sg', 'the-loft')).toBe(url);
  expect(venueShareUrl('https://venuely.test', 'sg', 'café & bar')).toBe('https://venuely.test/sg/venues/caf%C3%A9%20%26%20bar');
  const links = shareLinks('The Loft', url);
  expect(links.email).toBe(`mailto:?subject=The%20Loft&body=The%20Loft%0A${encodeURIComponent(url)}`);
  expect(links.whatsapp).toBe(`https://wa.me/?text=The%20Loft%20${encodeURIComponent(url)}`);
});

test('with the system share sheet, Share hands it the title and URL and opens no dialog', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { share });
  render(<ShareButton title="The Loft" url={url} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({ title: 'The Loft', url });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a dismissed share sheet does nothing; a refused one falls back to the dialog', async () => {
  const share = jest.fn().mockRejectedValueOnce(Object.assign(new Error('cancel'), { name: 'AbortError' })).mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
  Object.assign(navigator, { share });
  render(<ShareButton title="The Loft" url={url} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByRole('dialog', { name: 'Share this venue' })).toBeInTheDocument();
});

test('without a share sheet: a dialog to copy the link ("Link copied"), e-mail it or send it on WhatsApp; closing returns focus to Share', async () => {
  const user = userEvent.setup();
  render(<ShareButton title="The Loft" url={url} />);
  const button = screen.getByRole('button', { name: 'Share' });
  await user.click(button);
  const dialog = screen.getByRole('dialog', { name: 'Share this venue' });
  expect(screen.getByLabelText('Link to The Loft')).toHaveValue(url);
  expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', shareLinks('The Loft', url).email);
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', shareLinks('The Loft', url).whatsapp);
  expect(screen.getByRole('status')).toHaveTextContent('');

  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(url); // user-event's clipboard stub
  expect(screen.getByRole('status')).toHaveTextContent('Link copied');

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

test('when the clipboard refuses, the link is selected and the person is told to copy it by hand', async () => {
  const user = userEvent.setup();
  render(<ShareButton title="The Loft" url={url} />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(/press Ctrl\+C/);
  const input = screen.getByLabelText<HTMLInputElement>('Link to The Loft');
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, url.length]);
});
