import { act, renderHook } from '@testing-library/react';
import { ANNOUNCEMENT_CLASS, otherDialogOpen, useOtherDialogOpen } from '../announcements/otherDialogOpen';

afterEach(() => {
  document.body.innerHTML = '';
});

const add = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
};

test('another app’s dialog counts; the announcement’s own, a hidden one and none do not', () => {
  expect(otherDialogOpen()).toBe(false);
  add(`<div class="${ANNOUNCEMENT_CLASS}"><div role="dialog" aria-modal="true">News</div></div>`);
  expect(otherDialogOpen()).toBe(false);
  add('<div hidden><div role="dialog">Closed</div></div>');
  expect(otherDialogOpen()).toBe(false);
  add('<div role="dialog" style="display: none">Closed antd modal</div>');
  expect(otherDialogOpen()).toBe(false);
  add('<dialog open>Save to a folder</dialog>');
  expect(otherDialogOpen()).toBe(true);
});

test('while an announcement waits, it follows dialogs opening and closing', async () => {
  const { result, rerender } = renderHook(({ active }) => useOtherDialogOpen(active), { initialProps: { active: true } });
  expect(result.current).toBe(false);
  let box!: HTMLElement;
  await act(async () => {
    box = add('<div role="dialog" aria-modal="true">Save to a folder</div>');
  });
  expect(result.current).toBe(true);
  await act(async () => box.remove());
  expect(result.current).toBe(false);
  // Nothing waiting: not watched, never blocking.
  rerender({ active: false });
  await act(async () => {
    add('<dialog open>x</dialog>');
  });
  expect(result.current).toBe(false);
});
