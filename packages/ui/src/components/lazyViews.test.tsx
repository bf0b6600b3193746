import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { Result } from './Result';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove the block
      </button>
      <Modal open={open} title="Remove this block?" okText="Remove" onOk={() => setOpen(false)} onCancel={() => setOpen(false)}>
        The space is bookable again at once.
      </Modal>
    </>
  );
}

describe('Modal (downloaded when first opened)', () => {
  test('draws nothing until it opens, then the dialog; closed, the focus is back on the opener', async () => {
    const { container } = render(<Opener />);
    expect(container.querySelector('.ant-modal')).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Remove the block' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this block?' });
    expect(dialog).toHaveTextContent('The space is bookable again at once.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

test('Result draws antd Result once its code has come', async () => {
  render(<Result status="warning" title={<h1>We could not load the calendar</h1>} subTitle="Try again in a minute." />);
  expect(await screen.findByRole('heading', { name: 'We could not load the calendar' })).toBeInTheDocument();
  expect(screen.getByText('Try again in a minute.').closest('.ant-result')).not.toBeNull();
});
