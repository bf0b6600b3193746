import { screen, waitFor } from '@testing-library/react';

/**
 * The open antd Modal whose title is `title` (exact text, or a pattern). Read from the dialog's own
 * title: under jest antd's useId answers "test-id" everywhere, so a dialog's aria-labelledby (its
 * accessible name) can point at another element's text.
 */
export async function antdDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => {
      const text = d.querySelector('.ant-modal-title')?.textContent?.trim() ?? '';
      return typeof title === 'string' ? text === title : title.test(text);
    });
    if (!found) throw new Error(`No dialog titled ${String(title)}`);
    return found;
  });
}
