import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../plain/ConfirmDialog';

function Asker() {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Remove
      </button>
      {asking && (
        <ConfirmDialog title="Remove it?" okText="Remove" cancelText="Keep" onOk={() => setAsking(false)} onCancel={() => setAsking(false)}>
          It goes for good.
        </ConfirmDialog>
      )}
    </>
  );
}

test('asks with the cancel button focused first; once answered, the focus is back on the button that asked', async () => {
  const user = userEvent.setup();
  render(<Asker />);
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove it?' });
  expect(dialog).toHaveTextContent('It goes for good.');
  expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Keep' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
});
