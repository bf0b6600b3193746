import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Chooses an option of an antd Select: opens it, then clicks the option by its title. */
export async function pick(user: UserEvent, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).filter((o) => o.getAttribute('title') === label || o.textContent === label);
    if (!found.length) throw new Error(`No option ${label}`);
    return found[found.length - 1]!;
  });
  await user.click(option);
}

/** The text an antd Select shows as chosen. */
export const chosen = (combobox: HTMLElement) => combobox.closest('.ant-select')?.textContent ?? '';

/** The open antd Popconfirm whose title is `title`. */
export async function popconfirm(title: string | RegExp): Promise<HTMLElement> {
  const t = await screen.findByText(title);
  return t.closest('.ant-popover') as HTMLElement;
}

/** The open antd Modal titled `title`. */
export { antdDialog as modal } from '@venues/mf-kit/testing';
