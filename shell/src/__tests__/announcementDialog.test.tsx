import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Announcement } from '@venues/contracts';
import AnnouncementDialog from '../announcements/AnnouncementDialog';
import { otherDialogOpen } from '../announcements/otherDialogOpen';

const announcement: Announcement = {
  _id: 'a1',
  title: 'New opening hours',
  description: 'Our support line opens at 8am.\nWeekends too.',
  attachment: { path: '/img/notice.png' },
  active: true,
  viewed: false,
  target: 'ALL',
  target_device: 'ALL',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

test('shows the title, text and picture; Close reports whether "Don\'t show me this again" was ticked', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const { container } = render(<AnnouncementDialog announcement={announcement} showDontShowAgain onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'New opening hours' });
  expect(dialog).toHaveTextContent('Our support line opens at 8am.');
  expect(container.querySelector('img')).toHaveAttribute('src', '/img/notice.png');
  await user.click(screen.getByLabelText("Don't show me this again"));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledWith(true);
});

test('Close without the tick; on the announcements list there is no tick box', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<AnnouncementDialog announcement={announcement} showDontShowAgain={false} onClose={onClose} />);
  expect(screen.queryByLabelText("Don't show me this again")).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledWith(false);
});

test('Escape does not close it, and it does not count as another app’s dialog', () => {
  const onClose = jest.fn();
  render(<AnnouncementDialog announcement={announcement} showDontShowAgain onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  const cancel = new Event('cancel', { cancelable: true });
  fireEvent(dialog, cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(dialog).toHaveAttribute('open');
  expect(onClose).not.toHaveBeenCalled();
  expect(otherDialogOpen()).toBe(false);
});
